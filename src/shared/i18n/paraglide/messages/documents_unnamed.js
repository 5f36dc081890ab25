/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_UnnamedInputs */

const en_documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

const es_documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento`)
};

const en_xa2_documents_unnamed = /** @type {(inputs: Documents_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unnamed = /** @type {((inputs?: Documents_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_documents_unnamed(inputs)
	return en_documents_unnamed(inputs)
});