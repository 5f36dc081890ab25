/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_TextInputs */

const en_request_field_kind_text = /** @type {(inputs: Request_Field_Kind_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`text`)
};

const es_request_field_kind_text = /** @type {(inputs: Request_Field_Kind_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un texto`)
};

const en_xa2_request_field_kind_text = /** @type {(inputs: Request_Field_Kind_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţéẋţ ·]`)
};

/**
* | output |
* | --- |
* | "text" |
*
* @param {Request_Field_Kind_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_text = /** @type {((inputs?: Request_Field_Kind_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_text(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_text(inputs)
	return en_request_field_kind_text(inputs)
});