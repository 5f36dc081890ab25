/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Choose_Document_PlaceholderInputs */

const en_documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document…`)
};

const es_documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un documento…`)
};

const en_xa2_documents_choose_document_placeholder = /** @type {(inputs: Documents_Choose_Document_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ðóçúɱéñţ… ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Choose a document…" |
*
* @param {Documents_Choose_Document_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document_placeholder = /** @type {((inputs?: Documents_Choose_Document_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Choose_Document_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_choose_document_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_documents_choose_document_placeholder(inputs)
	return en_documents_choose_document_placeholder(inputs)
});