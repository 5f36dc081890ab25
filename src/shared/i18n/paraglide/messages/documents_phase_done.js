/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_DoneInputs */

const en_documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

const es_documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subido`)
};

const en_xa2_documents_phase_done = /** @type {(inputs: Documents_Phase_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþļóáðéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Documents_Phase_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_done = /** @type {((inputs?: Documents_Phase_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_done(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_done(inputs)
	return en_documents_phase_done(inputs)
});