/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_Field_Kind_Date_TimeInputs */

const en_request_field_kind_date_time = /** @type {(inputs: Request_Field_Kind_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a date and time such as 2021-10-28T16:54:30.094Z`)
};

const es_request_field_kind_date_time = /** @type {(inputs: Request_Field_Kind_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una fecha y hora como 2021-10-28T16:54:30.094Z`)
};

const en_xa2_request_field_kind_date_time = /** @type {(inputs: Request_Field_Kind_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ðáţé áñð ţíɱé šúçĥ áš 2021-10-28Ţ16:54:30.094Ž ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "a date and time such as 2021-10-28T16:54:30.094Z" |
*
* @param {Request_Field_Kind_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_date_time = /** @type {((inputs?: Request_Field_Kind_Date_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_Date_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_date_time(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_date_time(inputs)
	return en_request_field_kind_date_time(inputs)
});