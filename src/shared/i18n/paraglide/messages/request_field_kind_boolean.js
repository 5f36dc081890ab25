/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_BooleanInputs */

const en_request_field_kind_boolean = /** @type {(inputs: Request_Field_Kind_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`true or false`)
};

const es_request_field_kind_boolean = /** @type {(inputs: Request_Field_Kind_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verdadero o falso`)
};

const en_xa2_request_field_kind_boolean = /** @type {(inputs: Request_Field_Kind_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕúé óŕ ƒáļšé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "true or false" |
*
* @param {Request_Field_Kind_BooleanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_boolean = /** @type {((inputs?: Request_Field_Kind_BooleanInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_BooleanInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_boolean(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_boolean(inputs)
	return en_request_field_kind_boolean(inputs)
});