/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Table_CaptionInputs */

const en_documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Document checklist of ${i?.shipment}`)
};

const es_documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista de documentos de ${i?.shipment}`)
};

const en_xa2_documents_table_caption = /** @type {(inputs: Documents_Table_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ çĥéçķļíšţ óƒ ${i?.shipment} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Document checklist of {shipment}" |
*
* @param {Documents_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_caption = /** @type {((inputs: Documents_Table_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Table_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_table_caption(inputs)
	if (locale === "en-XA") return en_xa2_documents_table_caption(inputs)
	return en_documents_table_caption(inputs)
});