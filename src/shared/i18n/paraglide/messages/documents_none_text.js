/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Documents_None_TextInputs */

const en_documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service lists no documents to upload for ${i?.shipment}.`)
};

const es_documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no indica ningún documento que subir para ${i?.shipment}.`)
};

const en_xa2_documents_none_text = /** @type {(inputs: Documents_None_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ļíšţš ñó ðóçúɱéñţš ţó úþļóáð ƒóŕ ${i?.shipment}. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service lists no documents to upload for {shipment}." |
*
* @param {Documents_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_text = /** @type {((inputs: Documents_None_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_None_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_none_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_none_text(inputs)
	return en_documents_none_text(inputs)
});