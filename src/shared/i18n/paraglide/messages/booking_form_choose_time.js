/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_Choose_TimeInputs */

const en_booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a time`)
};

const es_booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una hora`)
};

const en_xa2_booking_form_choose_time = /** @type {(inputs: Booking_Form_Choose_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á ţíɱé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Booking_Form_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_time = /** @type {((inputs?: Booking_Form_Choose_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Choose_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_choose_time(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_choose_time(inputs)
	return en_booking_form_choose_time(inputs)
});