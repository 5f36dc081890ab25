/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Documents_Uploaded_AtInputs */

const en_documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploaded ${i?.when}`)
};

const es_documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subido el ${i?.when}`)
};

const en_xa2_documents_uploaded_at = /** @type {(inputs: Documents_Uploaded_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðéð ${i?.when} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Uploaded {when}" |
*
* @param {Documents_Uploaded_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploaded_at = /** @type {((inputs: Documents_Uploaded_AtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Uploaded_AtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_uploaded_at(inputs)
	if (locale === "en-XA") return en_xa2_documents_uploaded_at(inputs)
	return en_documents_uploaded_at(inputs)
});