/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Detail_Document_IdInputs */

const en_tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document id`)
};

const es_tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. del documento`)
};

const en_xa2_tariffs_detail_document_id = /** @type {(inputs: Tariffs_Detail_Document_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ íð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Document id" |
*
* @param {Tariffs_Detail_Document_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_document_id = /** @type {((inputs?: Tariffs_Detail_Document_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Detail_Document_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_detail_document_id(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_detail_document_id(inputs)
	return en_tariffs_detail_document_id(inputs)
});