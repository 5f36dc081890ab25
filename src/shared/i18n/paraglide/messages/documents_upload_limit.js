/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mib: NonNullable<unknown> }} Documents_Upload_LimitInputs */

const en_documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to ${i?.mib} MiB each`)
};

const es_documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.mib} MiB cada uno`)
};

const en_xa2_documents_upload_limit = /** @type {(inputs: Documents_Upload_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úþ ţó ${i?.mib} ṀíƁ éáçĥ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "up to {mib} MiB each" |
*
* @param {Documents_Upload_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_limit = /** @type {((inputs: Documents_Upload_LimitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Upload_LimitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload_limit(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload_limit(inputs)
	return en_documents_upload_limit(inputs)
});