/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_WidthInputs */

const en_rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

const es_rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancho`)
};

const en_xa2_rating_line_width = /** @type {(inputs: Rating_Line_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíðţĥ ·]`)
};

/**
* | output |
* | --- |
* | "Width" |
*
* @param {Rating_Line_WidthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_width = /** @type {((inputs?: Rating_Line_WidthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_WidthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_width(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_width(inputs)
	return en_rating_line_width(inputs)
});