/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Invalid_RequestInputs */

const en_error_title_invalid_request = /** @type {(inputs: Error_Title_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was not accepted`)
};

const es_error_title_invalid_request = /** @type {(inputs: Error_Title_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La petición no fue aceptada`)
};

const en_xa2_error_title_invalid_request = /** @type {(inputs: Error_Title_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ŵáš ñóţ áççéþţéð ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The request was not accepted" |
*
* @param {Error_Title_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_invalid_request = /** @type {((inputs?: Error_Title_Invalid_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Invalid_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_invalid_request(inputs)
	if (locale === "en-XA") return en_xa2_error_title_invalid_request(inputs)
	return en_error_title_invalid_request(inputs)
});