/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, kind: NonNullable<unknown> }} Request_Field_Must_BeInputs */

const en_request_field_must_be = /** @type {(inputs: Request_Field_Must_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be ${i?.kind}`)
};

const es_request_field_must_be = /** @type {(inputs: Request_Field_Must_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser ${i?.kind}`)
};

const en_xa2_request_field_must_be = /** @type {(inputs: Request_Field_Must_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ${i?.kind} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} must be {kind}" |
*
* @param {Request_Field_Must_BeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const request_field_must_be = /** @type {((inputs: Request_Field_Must_BeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_Field_Must_BeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_request_field_must_be(inputs)
	if (locale === "en-XA") return en_xa2_request_field_must_be(inputs)
	return en_request_field_must_be(inputs)
});