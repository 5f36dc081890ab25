/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_ReadyInputs */

const en_documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready`)
};

const es_documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

const en_xa2_documents_phase_ready = /** @type {(inputs: Documents_Phase_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðý ·]`)
};

/**
* | output |
* | --- |
* | "Ready" |
*
* @param {Documents_Phase_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_ready = /** @type {((inputs?: Documents_Phase_ReadyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_ReadyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_ready(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_ready(inputs)
	return en_documents_phase_ready(inputs)
});