/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_WaitingInputs */

const en_documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const es_documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera`)
};

const en_xa2_documents_phase_waiting = /** @type {(inputs: Documents_Phase_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Documents_Phase_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_waiting = /** @type {((inputs?: Documents_Phase_WaitingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_WaitingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_waiting(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_waiting(inputs)
	return en_documents_phase_waiting(inputs)
});