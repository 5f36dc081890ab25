/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_UnexpectedInputs */

const en_api_unexpected = /** @type {(inputs: Api_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something unexpected happened.`)
};

const es_api_unexpected = /** @type {(inputs: Api_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió algo inesperado.`)
};

const en_xa2_api_unexpected = /** @type {(inputs: Api_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ úñéẋþéçţéð ĥáþþéñéð. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Something unexpected happened." |
*
* @param {Api_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_unexpected = /** @type {((inputs?: Api_UnexpectedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_UnexpectedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_unexpected(inputs)
	if (locale === "en-XA") return en_xa2_api_unexpected(inputs)
	return en_api_unexpected(inputs)
});