/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pickup: NonNullable<unknown> }} Today_Documents_Never_CheckedInputs */

const en_today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picks up ${i?.pickup}: its documents were never checked on this desk`)
};

const es_today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida ${i?.pickup}: sus documentos nunca se revisaron en este escritorio`)
};

const en_xa2_today_documents_never_checked = /** @type {(inputs: Today_Documents_Never_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķš úþ ${i?.pickup}: íţš ðóçúɱéñţš ŵéŕé ñéṽéŕ çĥéçķéð óñ ţĥíš ðéšķ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Picks up {pickup}: its documents were never checked on this desk" |
*
* @param {Today_Documents_Never_CheckedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_never_checked = /** @type {((inputs: Today_Documents_Never_CheckedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Documents_Never_CheckedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_documents_never_checked(inputs)
	if (locale === "en-XA") return en_xa2_today_documents_never_checked(inputs)
	return en_today_documents_never_checked(inputs)
});