/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_LengthInputs */

const en_rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Length`)
};

const es_rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largo`)
};

const en_xa2_rating_line_length = /** @type {(inputs: Rating_Line_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéñĝţĥ ·~]`)
};

/**
* | output |
* | --- |
* | "Length" |
*
* @param {Rating_Line_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_length = /** @type {((inputs?: Rating_Line_LengthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_LengthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_length(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_length(inputs)
	return en_rating_line_length(inputs)
});