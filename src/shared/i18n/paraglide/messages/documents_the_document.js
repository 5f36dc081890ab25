/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_The_DocumentInputs */

const en_documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the document`)
};

const es_documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el documento`)
};

const en_xa2_documents_the_document = /** @type {(inputs: Documents_The_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ðóçúɱéñţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the document" |
*
* @param {Documents_The_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_the_document = /** @type {((inputs?: Documents_The_DocumentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_The_DocumentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_the_document(inputs)
	if (locale === "en-XA") return en_xa2_documents_the_document(inputs)
	return en_documents_the_document(inputs)
});