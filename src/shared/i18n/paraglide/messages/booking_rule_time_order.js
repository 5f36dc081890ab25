/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, earlier: NonNullable<unknown> }} Booking_Rule_Time_OrderInputs */

const en_booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be later than ${i?.earlier}`)
};

const es_booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser posterior a ${i?.earlier}`)
};

const en_xa2_booking_rule_time_order = /** @type {(inputs: Booking_Rule_Time_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé ļáţéŕ ţĥáñ ${i?.earlier} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be later than {earlier}" |
*
* @param {Booking_Rule_Time_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time_order = /** @type {((inputs: Booking_Rule_Time_OrderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Time_OrderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_time_order(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_time_order(inputs)
	return en_booking_rule_time_order(inputs)
});