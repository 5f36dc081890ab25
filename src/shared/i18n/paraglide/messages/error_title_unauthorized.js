/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_UnauthorizedInputs */

const en_error_title_unauthorized = /** @type {(inputs: Error_Title_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service did not accept the API key or secret`)
};

const es_error_title_unauthorized = /** @type {(inputs: Error_Title_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no aceptó la clave o el secreto de la API`)
};

const en_xa2_error_title_unauthorized = /** @type {(inputs: Error_Title_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðíð ñóţ áççéþţ ţĥé ÁÞÍ ķéý óŕ šéçŕéţ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service did not accept the API key or secret" |
*
* @param {Error_Title_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_unauthorized = /** @type {((inputs?: Error_Title_UnauthorizedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_UnauthorizedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_unauthorized(inputs)
	if (locale === "en-XA") return en_xa2_error_title_unauthorized(inputs)
	return en_error_title_unauthorized(inputs)
});