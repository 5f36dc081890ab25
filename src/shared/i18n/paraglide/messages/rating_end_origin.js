/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_OriginInputs */

const en_rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

const es_rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

const en_xa2_rating_end_origin = /** @type {(inputs: Rating_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Rating_End_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_origin = /** @type {((inputs?: Rating_End_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_origin(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_origin(inputs)
	return en_rating_end_origin(inputs)
});