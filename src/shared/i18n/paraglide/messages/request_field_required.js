/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Request_Field_RequiredInputs */

const en_request_field_required = /** @type {(inputs: Request_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required`)
};

const es_request_field_required = /** @type {(inputs: Request_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta ${i?.field}`)
};

const en_xa2_request_field_required = /** @type {(inputs: Request_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Request_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_required = /** @type {((inputs: Request_Field_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_required(inputs)
	if (locale === "en-XA") return en_xa2_request_field_required(inputs)
	return en_request_field_required(inputs)
});