/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_TimeInputs */

const en_booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a time hh:mm or hh:mm:ss`)
};

const es_booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser una hora hh:mm o hh:mm:ss`)
};

const en_xa2_booking_rule_time = /** @type {(inputs: Booking_Rule_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé á ţíɱé ĥĥ:ɱɱ óŕ ĥĥ:ɱɱ:šš ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be a time hh:mm or hh:mm:ss" |
*
* @param {Booking_Rule_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time = /** @type {((inputs: Booking_Rule_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_time(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_time(inputs)
	return en_booking_rule_time(inputs)
});