/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Documents_ListInputs */

const en_op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the documents of a shipment`)
};

const es_op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los documentos de un envío`)
};

const en_xa2_op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ ţĥé ðóçúɱéñţš óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list = /** @type {((inputs?: Op_Documents_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_documents_list(inputs)
	if (locale === "en-XA") return en_xa2_op_documents_list(inputs)
	return en_op_documents_list(inputs)
});