/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, document: NonNullable<unknown> }} Documents_Uploading_AsInputs */

const en_documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading ${i?.file} as ${i?.document}.`)
};

const es_documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo ${i?.file} como ${i?.document}.`)
};

const en_xa2_documents_uploading_as = /** @type {(inputs: Documents_Uploading_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðíñĝ ${i?.file} áš ${i?.document}. ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Uploading {file} as {document}." |
*
* @param {Documents_Uploading_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploading_as = /** @type {((inputs: Documents_Uploading_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Uploading_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_uploading_as(inputs)
	if (locale === "en-XA") return en_xa2_documents_uploading_as(inputs)
	return en_documents_uploading_as(inputs)
});