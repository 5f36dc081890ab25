/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_OptionalInputs */

const en_rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

const es_rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

const en_xa2_rating_line_optional = /** @type {(inputs: Rating_Line_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Rating_Line_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_optional = /** @type {((inputs?: Rating_Line_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_optional(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_optional(inputs)
	return en_rating_line_optional(inputs)
});