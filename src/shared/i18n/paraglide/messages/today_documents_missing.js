/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pickup: NonNullable<unknown>, missing: NonNullable<unknown> }} Today_Documents_MissingInputs */

const en_today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picks up ${i?.pickup}: ${i?.missing} not uploaded`)
};

const es_today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida ${i?.pickup}: falta subir ${i?.missing}`)
};

const en_xa2_today_documents_missing = /** @type {(inputs: Today_Documents_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķš úþ ${i?.pickup}: ${i?.missing} ñóţ úþļóáðéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Picks up {pickup}: {missing} not uploaded" |
*
* @param {Today_Documents_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_missing = /** @type {((inputs: Today_Documents_MissingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Documents_MissingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_documents_missing(inputs)
	if (locale === "en-XA") return en_xa2_today_documents_missing(inputs)
	return en_today_documents_missing(inputs)
});