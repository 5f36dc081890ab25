/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Clear_FinishedInputs */

const en_documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear finished`)
};

const es_documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar las terminadas`)
};

const en_xa2_documents_clear_finished = /** @type {(inputs: Documents_Clear_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíñíšĥéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Clear finished" |
*
* @param {Documents_Clear_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear_finished = /** @type {((inputs?: Documents_Clear_FinishedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Clear_FinishedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_clear_finished(inputs)
	if (locale === "en-XA") return en_xa2_documents_clear_finished(inputs)
	return en_documents_clear_finished(inputs)
});