/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ values: NonNullable<unknown> }} Request_Field_Kind_One_OfInputs */

const en_request_field_kind_one_of = /** @type {(inputs: Request_Field_Kind_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`one of ${i?.values}`)
};

const es_request_field_kind_one_of = /** @type {(inputs: Request_Field_Kind_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uno de estos: ${i?.values}`)
};

const en_xa2_request_field_kind_one_of = /** @type {(inputs: Request_Field_Kind_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óñé óƒ ${i?.values} ·~]`)
};

/**
* | output |
* | --- |
* | "one of {values}" |
*
* @param {Request_Field_Kind_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_kind_one_of = /** @type {((inputs: Request_Field_Kind_One_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Kind_One_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_kind_one_of(inputs)
	if (locale === "en-XA") return en_xa2_request_field_kind_one_of(inputs)
	return en_request_field_kind_one_of(inputs)
});