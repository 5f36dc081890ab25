/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_Document_TemplateInputs */

const en_ipc_id_document_template = /** @type {(inputs: Ipc_Id_Document_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`documentTemplateId`)
};

const es_ipc_id_document_template = /** @type {(inputs: Ipc_Id_Document_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador de la plantilla del documento`)
};

const en_xa2_ipc_id_document_template = /** @type {(inputs: Ipc_Id_Document_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðóçúɱéñţŢéɱþļáţéÍð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "documentTemplateId" |
*
* @param {Ipc_Id_Document_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_document_template = /** @type {((inputs?: Ipc_Id_Document_TemplateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_Document_TemplateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_document_template(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_document_template(inputs)
	return en_ipc_id_document_template(inputs)
});