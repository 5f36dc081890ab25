/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_Free_TimeInputs */

const en_rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

const es_rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

const en_xa2_rating_sea_free_time = /** @type {(inputs: Rating_Sea_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Rating_Sea_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time = /** @type {((inputs?: Rating_Sea_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_free_time(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_free_time(inputs)
	return en_rating_sea_free_time(inputs)
});