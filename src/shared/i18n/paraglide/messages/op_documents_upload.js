/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Documents_UploadInputs */

const en_op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a shipment document`)
};

const es_op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir un documento del envío`)
};

const en_xa2_op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð á šĥíþɱéñţ ðóçúɱéñţ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload = /** @type {((inputs?: Op_Documents_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_documents_upload(inputs)
	if (locale === "en-XA") return en_xa2_op_documents_upload(inputs)
	return en_op_documents_upload(inputs)
});