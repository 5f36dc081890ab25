/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Not_UploadedInputs */

const en_documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not uploaded`)
};

const es_documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin subir`)
};

const en_xa2_documents_not_uploaded = /** @type {(inputs: Documents_Not_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ úþļóáðéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not uploaded" |
*
* @param {Documents_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_not_uploaded = /** @type {((inputs?: Documents_Not_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Not_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_not_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_documents_not_uploaded(inputs)
	return en_documents_not_uploaded(inputs)
});