/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Changes_TitleInputs */

const en_tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes since last sync`)
};

const es_tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios desde la última sincronización`)
};

const en_xa2_tracking_changes_title = /** @type {(inputs: Tracking_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéš šíñçé ļášţ šýñç ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Changes since last sync" |
*
* @param {Tracking_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_title = /** @type {((inputs?: Tracking_Changes_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Changes_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_changes_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_changes_title(inputs)
	return en_tracking_changes_title(inputs)
});