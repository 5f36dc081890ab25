/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_DocumentsInputs */

const en_change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document checks`)
};

const es_change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de documentos`)
};

const en_xa2_change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ çĥéçķš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents = /** @type {((inputs?: Change_Kind_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_documents(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_documents(inputs)
	return en_change_kind_documents(inputs)
});