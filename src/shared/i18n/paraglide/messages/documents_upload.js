/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_UploadInputs */

const en_documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload…`)
};

const es_documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir…`)
};

const en_xa2_documents_upload = /** @type {(inputs: Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð… ·~]`)
};

/**
* | output |
* | --- |
* | "Upload…" |
*
* @param {Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload = /** @type {((inputs?: Documents_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload(inputs)
	return en_documents_upload(inputs)
});