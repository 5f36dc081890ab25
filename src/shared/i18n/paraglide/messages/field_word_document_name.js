/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Document_NameInputs */

const en_field_word_document_name = /** @type {(inputs: Field_Word_Document_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document name`)
};

const es_field_word_document_name = /** @type {(inputs: Field_Word_Document_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del documento`)
};

const en_xa2_field_word_document_name = /** @type {(inputs: Field_Word_Document_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ñáɱé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Document name" |
*
* @param {Field_Word_Document_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_document_name = /** @type {((inputs?: Field_Word_Document_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Document_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_document_name(inputs)
	if (locale === "en-XA") return en_xa2_field_word_document_name(inputs)
	return en_field_word_document_name(inputs)
});