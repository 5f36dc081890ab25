/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_Country_CodeInputs */

const en_request_field_kind_country_code = /** @type {(inputs: Request_Field_Kind_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a two-letter country code such as ES`)
};

const es_request_field_kind_country_code = /** @type {(inputs: Request_Field_Kind_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un código de país de dos letras, como ES`)
};

const en_xa2_request_field_kind_country_code = /** @type {(inputs: Request_Field_Kind_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ţŵó-ļéţţéŕ çóúñţŕý çóðé šúçĥ áš ÉŠ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "a two-letter country code such as ES" |
*
* @param {Request_Field_Kind_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_country_code = /** @type {((inputs?: Request_Field_Kind_Country_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_Country_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_country_code(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_country_code(inputs)
	return en_request_field_kind_country_code(inputs)
});