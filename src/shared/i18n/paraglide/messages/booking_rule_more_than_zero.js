/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_More_Than_ZeroInputs */

const en_booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be more than 0`)
};

const es_booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} debe ser mayor que 0`)
};

const en_xa2_booking_rule_more_than_zero = /** @type {(inputs: Booking_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} ɱúšţ ƀé ɱóŕé ţĥáñ 0 ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} must be more than 0" |
*
* @param {Booking_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_more_than_zero = /** @type {((inputs: Booking_Rule_More_Than_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_More_Than_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_more_than_zero(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_more_than_zero(inputs)
	return en_booking_rule_more_than_zero(inputs)
});