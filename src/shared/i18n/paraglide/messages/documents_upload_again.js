/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Upload_AgainInputs */

const en_documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload again…`)
};

const es_documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a subir…`)
};

const en_xa2_documents_upload_again = /** @type {(inputs: Documents_Upload_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáð áĝáíñ… ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Upload again…" |
*
* @param {Documents_Upload_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_again = /** @type {((inputs?: Documents_Upload_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Upload_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload_again(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload_again(inputs)
	return en_documents_upload_again(inputs)
});