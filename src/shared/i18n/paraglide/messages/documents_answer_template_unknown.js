/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Answer_Template_UnknownInputs */

const en_documents_answer_template_unknown = /** @type {(inputs: Documents_Answer_Template_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service does not list this document for shipment ${i?.shipment}: reload its documents and choose one of them`)
};

const es_documents_answer_template_unknown = /** @type {(inputs: Documents_Answer_Template_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no tiene este documento en el envío ${i?.shipment}: vuelva a cargar sus documentos y elija uno de ellos`)
};

const en_xa2_documents_answer_template_unknown = /** @type {(inputs: Documents_Answer_Template_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðóéš ñóţ ļíšţ ţĥíš ðóçúɱéñţ ƒóŕ šĥíþɱéñţ ${i?.shipment}: ŕéļóáð íţš ðóçúɱéñţš áñð çĥóóšé óñé óƒ ţĥéɱ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service does not list this document for shipment {shipment}: reload its documents and choose one of them" |
*
* @param {Documents_Answer_Template_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_template_unknown = /** @type {((inputs: Documents_Answer_Template_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Answer_Template_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_answer_template_unknown(inputs)
	if (locale === "en-XA") return en_xa2_documents_answer_template_unknown(inputs)
	return en_documents_answer_template_unknown(inputs)
});