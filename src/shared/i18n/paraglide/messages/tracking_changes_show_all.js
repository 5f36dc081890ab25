/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Changes_Show_AllInputs */

const en_tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all changes`)
};

const es_tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los cambios`)
};

const en_xa2_tracking_changes_show_all = /** @type {(inputs: Tracking_Changes_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ áļļ çĥáñĝéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Show all changes" |
*
* @param {Tracking_Changes_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_show_all = /** @type {((inputs?: Tracking_Changes_Show_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Changes_Show_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_changes_show_all(inputs)
	if (locale === "en-XA") return en_xa2_tracking_changes_show_all(inputs)
	return en_tracking_changes_show_all(inputs)
});