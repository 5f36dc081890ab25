/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Documents_EmptyInputs */

const en_today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk.`)
};

const es_today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos con recogida en los próximos 3 días aparecen aquí mientras un documento obligatorio no esté subido, o si su lista de documentos nunca se abrió en este escritorio.`)
};

const en_xa2_today_documents_empty = /** @type {(inputs: Today_Documents_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš þíçķíñĝ úþ íñ ţĥé ñéẋţ 3 ðáýš áþþéáŕ ĥéŕé ŵĥíļé á ŕéǫúíŕéð ðóçúɱéñţ ĥáš ñó úþļóáð, óŕ ţĥéíŕ çĥéçķļíšţ ŵáš ñéṽéŕ óþéñéð óñ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk." |
*
* @param {Today_Documents_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_empty = /** @type {((inputs?: Today_Documents_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Documents_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_documents_empty(inputs)
	if (locale === "en-XA") return en_xa2_today_documents_empty(inputs)
	return en_today_documents_empty(inputs)
});