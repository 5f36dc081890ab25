/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_UnlocodeInputs */

const en_rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

const es_rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE`)
};

const en_xa2_rating_end_unlocode = /** @type {(inputs: Rating_End_UnlocodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ ·~ ]`)
};

/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Rating_End_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_unlocode = /** @type {((inputs?: Rating_End_UnlocodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_UnlocodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_unlocode(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_unlocode(inputs)
	return en_rating_end_unlocode(inputs)
});