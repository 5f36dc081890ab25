/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_IntegerInputs */

const en_request_field_kind_integer = /** @type {(inputs: Request_Field_Kind_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number`)
};

const es_request_field_kind_integer = /** @type {(inputs: Request_Field_Kind_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número entero`)
};

const en_xa2_request_field_kind_integer = /** @type {(inputs: Request_Field_Kind_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŵĥóļé ñúɱƀéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "a whole number" |
*
* @param {Request_Field_Kind_IntegerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_integer = /** @type {((inputs?: Request_Field_Kind_IntegerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_IntegerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_integer(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_integer(inputs)
	return en_request_field_kind_integer(inputs)
});