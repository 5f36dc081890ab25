/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_EmailInputs */

const en_booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be an e-mail address`)
};

const es_booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser una dirección de correo electrónico`)
};

const en_xa2_booking_rule_email = /** @type {(inputs: Booking_Rule_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé áñ é-ɱáíļ áððŕéšš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be an e-mail address" |
*
* @param {Booking_Rule_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_email = /** @type {((inputs: Booking_Rule_EmailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_EmailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_email(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_email(inputs)
	return en_booking_rule_email(inputs)
});