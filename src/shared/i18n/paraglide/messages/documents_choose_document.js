/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Choose_DocumentInputs */

const en_documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a document`)
};

const es_documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un documento`)
};

const en_xa2_documents_choose_document = /** @type {(inputs: Documents_Choose_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ðóçúɱéñţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Choose a document" |
*
* @param {Documents_Choose_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document = /** @type {((inputs?: Documents_Choose_DocumentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Choose_DocumentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_choose_document(inputs)
	if (locale === "en-XA") return en_xa2_documents_choose_document(inputs)
	return en_documents_choose_document(inputs)
});