/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_DocumentInputs */

const en_ipc_id_document = /** @type {(inputs: Ipc_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`documentId`)
};

const es_ipc_id_document = /** @type {(inputs: Ipc_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador del documento`)
};

const en_xa2_ipc_id_document = /** @type {(inputs: Ipc_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðóçúɱéñţÍð ·~ ]`)
};

/**
* | output |
* | --- |
* | "documentId" |
*
* @param {Ipc_Id_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_document = /** @type {((inputs?: Ipc_Id_DocumentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_DocumentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_document(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_document(inputs)
	return en_ipc_id_document(inputs)
});