/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_FailedInputs */

const en_documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const es_documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

const en_xa2_documents_phase_failed = /** @type {(inputs: Documents_Phase_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ·~]`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Documents_Phase_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_failed = /** @type {((inputs?: Documents_Phase_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_failed(inputs)
	return en_documents_phase_failed(inputs)
});