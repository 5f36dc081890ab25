/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Col_ValidInputs */

const en_rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

const es_rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validez`)
};

const en_xa2_rating_col_valid = /** @type {(inputs: Rating_Col_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð ·]`)
};

/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Rating_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_valid = /** @type {((inputs?: Rating_Col_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Col_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_col_valid(inputs)
	if (locale === "en-XA") return en_xa2_rating_col_valid(inputs)
	return en_rating_col_valid(inputs)
});