/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_HeightInputs */

const en_rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Height`)
};

const es_rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alto`)
};

const en_xa2_rating_line_height = /** @type {(inputs: Rating_Line_HeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "Height" |
*
* @param {Rating_Line_HeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_height = /** @type {((inputs?: Rating_Line_HeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_HeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_height(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_height(inputs)
	return en_rating_line_height(inputs)
});