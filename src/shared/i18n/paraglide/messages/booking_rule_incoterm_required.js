/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_Incoterm_RequiredInputs */

const en_booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required for sea bookings`)
};

const es_booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El campo ${i?.label} es obligatorio en las reservas marítimas`)
};

const en_xa2_booking_rule_incoterm_required = /** @type {(inputs: Booking_Rule_Incoterm_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} íš ŕéǫúíŕéð ƒóŕ šéá ƀóóķíñĝš ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{label} is required for sea bookings" |
*
* @param {Booking_Rule_Incoterm_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_required = /** @type {((inputs: Booking_Rule_Incoterm_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Incoterm_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_incoterm_required(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_incoterm_required(inputs)
	return en_booking_rule_incoterm_required(inputs)
});