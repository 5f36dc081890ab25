/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Documents_Staged_AsInputs */

const en_documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upload ${i?.file} as`)
};

const es_documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subir ${i?.file} como`)
};

const en_xa2_documents_staged_as = /** @type {(inputs: Documents_Staged_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.file} áš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Upload {file} as" |
*
* @param {Documents_Staged_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_as = /** @type {((inputs: Documents_Staged_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Staged_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_staged_as(inputs)
	if (locale === "en-XA") return en_xa2_documents_staged_as(inputs)
	return en_documents_staged_as(inputs)
});