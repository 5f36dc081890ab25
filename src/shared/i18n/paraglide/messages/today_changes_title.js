/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Changes_TitleInputs */

const en_today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed since your last look`)
};

const es_today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios desde la última revisión`)
};

const en_xa2_today_changes_title = /** @type {(inputs: Today_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð šíñçé ýóúŕ ļášţ ļóóķ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Changed since your last look" |
*
* @param {Today_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_title = /** @type {((inputs?: Today_Changes_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_title(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_title(inputs)
	return en_today_changes_title(inputs)
});