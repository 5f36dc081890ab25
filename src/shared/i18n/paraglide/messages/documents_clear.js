/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_ClearInputs */

const en_documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

const es_documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar`)
};

const en_xa2_documents_clear = /** @type {(inputs: Documents_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ·]`)
};

/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Documents_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear = /** @type {((inputs?: Documents_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_clear(inputs)
	if (locale === "en-XA") return en_xa2_documents_clear(inputs)
	return en_documents_clear(inputs)
});