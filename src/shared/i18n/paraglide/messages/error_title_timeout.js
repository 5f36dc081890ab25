/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_TimeoutInputs */

const en_error_title_timeout = /** @type {(inputs: Error_Title_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service took too long to answer`)
};

const es_error_title_timeout = /** @type {(inputs: Error_Title_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte tardó demasiado en responder`)
};

const en_xa2_error_title_timeout = /** @type {(inputs: Error_Title_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ţóóķ ţóó ļóñĝ ţó áñšŵéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service took too long to answer" |
*
* @param {Error_Title_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_timeout = /** @type {((inputs?: Error_Title_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_timeout(inputs)
	if (locale === "en-XA") return en_xa2_error_title_timeout(inputs)
	return en_error_title_timeout(inputs)
});