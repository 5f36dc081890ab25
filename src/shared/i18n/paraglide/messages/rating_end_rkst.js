/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_RkstInputs */

const en_rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RKST code`)
};

const es_rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código RKST`)
};

const en_xa2_rating_end_rkst = /** @type {(inputs: Rating_End_RkstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŔĶŠŢ çóðé ·~ ]`)
};

/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Rating_End_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_rkst = /** @type {((inputs?: Rating_End_RkstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_RkstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_rkst(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_rkst(inputs)
	return en_rating_end_rkst(inputs)
});