/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Upload_Unknown_ReasonInputs */

const en_documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload failed for an unknown reason.`)
};

const es_documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La subida falló por un motivo desconocido.`)
};

const en_xa2_documents_upload_unknown_reason = /** @type {(inputs: Documents_Upload_Unknown_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úþļóáð ƒáíļéð ƒóŕ áñ úñķñóŵñ ŕéášóñ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The upload failed for an unknown reason." |
*
* @param {Documents_Upload_Unknown_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_unknown_reason = /** @type {((inputs?: Documents_Upload_Unknown_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Upload_Unknown_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload_unknown_reason(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload_unknown_reason(inputs)
	return en_documents_upload_unknown_reason(inputs)
});