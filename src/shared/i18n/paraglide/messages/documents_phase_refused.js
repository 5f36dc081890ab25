/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Phase_RefusedInputs */

const en_documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const es_documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin enviar`)
};

const en_xa2_documents_phase_refused = /** @type {(inputs: Documents_Phase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Documents_Phase_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_refused = /** @type {((inputs?: Documents_Phase_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Phase_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_phase_refused(inputs)
	if (locale === "en-XA") return en_xa2_documents_phase_refused(inputs)
	return en_documents_phase_refused(inputs)
});