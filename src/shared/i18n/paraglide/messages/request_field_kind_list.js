/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_ListInputs */

const en_request_field_kind_list = /** @type {(inputs: Request_Field_Kind_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list`)
};

const es_request_field_kind_list = /** @type {(inputs: Request_Field_Kind_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una lista`)
};

const en_xa2_request_field_kind_list = /** @type {(inputs: Request_Field_Kind_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ļíšţ ·~]`)
};

/**
* | output |
* | --- |
* | "a list" |
*
* @param {Request_Field_Kind_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_list = /** @type {((inputs?: Request_Field_Kind_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_list(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_list(inputs)
	return en_request_field_kind_list(inputs)
});