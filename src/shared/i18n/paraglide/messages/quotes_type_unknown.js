/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Type_UnknownInputs */

const en_quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const es_quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

const en_xa2_quotes_type_unknown = /** @type {(inputs: Quotes_Type_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Quotes_Type_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_type_unknown = /** @type {((inputs?: Quotes_Type_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Type_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_type_unknown(inputs)
	if (locale === "en-XA") return en_xa2_quotes_type_unknown(inputs)
	return en_quotes_type_unknown(inputs)
});