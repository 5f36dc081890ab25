/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ parts: NonNullable<unknown> }} Documents_Announce_FinishedInputs */

const en_documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploads finished: ${i?.parts}.`)
};

const es_documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subidas terminadas: ${i?.parts}.`)
};

const en_xa2_documents_announce_finished = /** @type {(inputs: Documents_Announce_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úþļóáðš ƒíñíšĥéð: ${i?.parts}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Uploads finished: {parts}." |
*
* @param {Documents_Announce_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_finished = /** @type {((inputs: Documents_Announce_FinishedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Announce_FinishedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_announce_finished(inputs)
	if (locale === "en-XA") return en_xa2_documents_announce_finished(inputs)
	return en_documents_announce_finished(inputs)
});