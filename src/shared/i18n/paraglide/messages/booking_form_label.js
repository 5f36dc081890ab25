/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_LabelInputs */

const en_booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking details`)
};

const es_booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de la reserva`)
};

const en_xa2_booking_form_label = /** @type {(inputs: Booking_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ ðéţáíļš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Booking details" |
*
* @param {Booking_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_label = /** @type {((inputs?: Booking_Form_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_label(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_label(inputs)
	return en_booking_form_label(inputs)
});