/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_Text_Or_NumberInputs */

const en_request_field_kind_text_or_number = /** @type {(inputs: Request_Field_Kind_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`text or a number`)
};

const es_request_field_kind_text_or_number = /** @type {(inputs: Request_Field_Kind_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un texto o un número`)
};

const en_xa2_request_field_kind_text_or_number = /** @type {(inputs: Request_Field_Kind_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţéẋţ óŕ á ñúɱƀéŕ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "text or a number" |
*
* @param {Request_Field_Kind_Text_Or_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_text_or_number = /** @type {((inputs?: Request_Field_Kind_Text_Or_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_Text_Or_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_text_or_number(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_text_or_number(inputs)
	return en_request_field_kind_text_or_number(inputs)
});