/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Documents_QuotedInputs */

const en_documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

const es_documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}»`)
};

const en_xa2_documents_quoted = /** @type {(inputs: Documents_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” ]`)
};

/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Documents_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_quoted = /** @type {((inputs: Documents_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_quoted(inputs)
	if (locale === "en-XA") return en_xa2_documents_quoted(inputs)
	return en_documents_quoted(inputs)
});