/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Document_IdInputs */

const en_field_word_document_id = /** @type {(inputs: Field_Word_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

const es_field_word_document_id = /** @type {(inputs: Field_Word_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento`)
};

const en_xa2_field_word_document_id = /** @type {(inputs: Field_Word_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Document" |
*
* @param {Field_Word_Document_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_document_id = /** @type {((inputs?: Field_Word_Document_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Document_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_document_id(inputs)
	if (locale === "en-XA") return en_xa2_field_word_document_id(inputs)
	return en_field_word_document_id(inputs)
});