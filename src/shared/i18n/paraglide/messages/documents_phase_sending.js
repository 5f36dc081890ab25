/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_SendingInputs */

const en_documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

const es_documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

const en_xa2_documents_phase_sending = /** @type {(inputs: Documents_Phase_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñðíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Documents_Phase_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_sending = /** @type {((inputs?: Documents_Phase_SendingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_SendingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_sending(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_sending(inputs)
	return en_documents_phase_sending(inputs)
});