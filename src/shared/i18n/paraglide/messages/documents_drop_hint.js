/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Documents_Drop_HintInputs */

const en_documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, ${i?.limit}.`)
};

const es_documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte archivos aquí o use «Elegir archivos…». Se aceptan: PDF, imágenes, documentos de Office, CSV y texto, ${i?.limit}.`)
};

const en_xa2_documents_drop_hint = /** @type {(inputs: Documents_Drop_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ƒíļéš ĥéŕé, óŕ úšé “Çĥóóšé ƒíļéš…”. Áççéþţéð: ÞÐƑ, íɱáĝéš, Óƒƒíçé ðóçúɱéñţš, ÇŠṼ áñð ţéẋţ, ${i?.limit}. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, {limit}." |
*
* @param {Documents_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_hint = /** @type {((inputs: Documents_Drop_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Drop_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_drop_hint(inputs)
	if (locale === "en-XA") return en_xa2_documents_drop_hint(inputs)
	return en_documents_drop_hint(inputs)
});