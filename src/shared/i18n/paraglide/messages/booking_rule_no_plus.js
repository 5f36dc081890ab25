/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_No_PlusInputs */

const en_booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is written without the plus sign`)
};

const es_booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} se escribe sin el signo +`)
};

const en_xa2_booking_rule_no_plus = /** @type {(inputs: Booking_Rule_No_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŵŕíţţéñ ŵíţĥóúţ ţĥé þļúš šíĝñ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{label} is written without the plus sign" |
*
* @param {Booking_Rule_No_PlusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_plus = /** @type {((inputs: Booking_Rule_No_PlusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_PlusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_no_plus(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_no_plus(inputs)
	return en_booking_rule_no_plus(inputs)
});