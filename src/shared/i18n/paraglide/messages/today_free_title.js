/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Free_TitleInputs */

const en_today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days running out`)
};

const es_today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres por agotarse`)
};

const en_xa2_today_free_title = /** @type {(inputs: Today_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ŕúññíñĝ óúţ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Free days running out" |
*
* @param {Today_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_title = /** @type {((inputs?: Today_Free_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Free_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_free_title(inputs)
	if (locale === "en-XA") return en_xa2_today_free_title(inputs)
	return en_today_free_title(inputs)
});