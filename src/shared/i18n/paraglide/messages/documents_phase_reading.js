/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_ReadingInputs */

const en_documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading`)
};

const es_documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo`)
};

const en_xa2_documents_phase_reading = /** @type {(inputs: Documents_Phase_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "Reading" |
*
* @param {Documents_Phase_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_reading = /** @type {((inputs?: Documents_Phase_ReadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_ReadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_reading(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_reading(inputs)
	return en_documents_phase_reading(inputs)
});