/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_UnknownInputs */

const en_documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome unknown`)
};

const es_documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado desconocido`)
};

const en_xa2_documents_phase_unknown = /** @type {(inputs: Documents_Phase_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óúţçóɱé úñķñóŵñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Outcome unknown" |
*
* @param {Documents_Phase_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_unknown = /** @type {((inputs?: Documents_Phase_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_unknown(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_unknown(inputs)
	return en_documents_phase_unknown(inputs)
});