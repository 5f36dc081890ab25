/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_Load_FailedInputs */

const en_documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load the documents of ${i?.shipment}`)
};

const es_documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los documentos de ${i?.shipment}`)
};

const en_xa2_documents_load_failed = /** @type {(inputs: Documents_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé ðóçúɱéñţš óƒ ${i?.shipment} ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not load the documents of {shipment}" |
*
* @param {Documents_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_load_failed = /** @type {((inputs: Documents_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_load_failed(inputs)
	return en_documents_load_failed(inputs)
});