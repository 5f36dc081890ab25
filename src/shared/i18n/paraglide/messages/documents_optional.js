/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_OptionalInputs */

const en_documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

const es_documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

const en_xa2_documents_optional = /** @type {(inputs: Documents_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Documents_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_optional = /** @type {((inputs?: Documents_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_optional(inputs)
	if (locale === "en-XA") return en_xa2_documents_optional(inputs)
	return en_documents_optional(inputs)
});