/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_No_Free_TimeInputs */

const en_rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No free-time conditions given.`)
};

const es_rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron condiciones de tiempo libre.`)
};

const en_xa2_rating_sea_no_free_time = /** @type {(inputs: Rating_Sea_No_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒŕéé-ţíɱé çóñðíţíóñš ĝíṽéñ. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No free-time conditions given." |
*
* @param {Rating_Sea_No_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_free_time = /** @type {((inputs?: Rating_Sea_No_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_no_free_time(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_no_free_time(inputs)
	return en_rating_sea_no_free_time(inputs)
});