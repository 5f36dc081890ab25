/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_Required_UploadedInputs */

const en_documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required, already uploaded)`)
};

const es_documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (obligatorio, ya subido)`)
};

const en_xa2_documents_target_required_uploaded = /** @type {(inputs: Documents_Target_Required_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ŕéǫúíŕéð, áļŕéáðý úþļóáðéð) ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name} (required, already uploaded)" |
*
* @param {Documents_Target_Required_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required_uploaded = /** @type {((inputs: Documents_Target_Required_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Target_Required_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_target_required_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_documents_target_required_uploaded(inputs)
	return en_documents_target_required_uploaded(inputs)
});