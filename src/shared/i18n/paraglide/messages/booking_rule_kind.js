/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, kind: NonNullable<unknown> }} Booking_Rule_KindInputs */

const en_booking_rule_kind = /** @type {(inputs: Booking_Rule_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be ${i?.kind}`)
};

const es_booking_rule_kind = /** @type {(inputs: Booking_Rule_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser ${i?.kind}`)
};

const en_xa2_booking_rule_kind = /** @type {(inputs: Booking_Rule_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé ${i?.kind} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{label} must be {kind}" |
*
* @param {Booking_Rule_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_kind = /** @type {((inputs: Booking_Rule_KindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_KindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_kind(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_kind(inputs)
	return en_booking_rule_kind(inputs)
});