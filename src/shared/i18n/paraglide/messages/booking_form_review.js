/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_ReviewInputs */

const en_booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review booking`)
};

const es_booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisar la reserva`)
};

const en_xa2_booking_form_review = /** @type {(inputs: Booking_Form_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ ƀóóķíñĝ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Review booking" |
*
* @param {Booking_Form_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_review = /** @type {((inputs?: Booking_Form_ReviewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_ReviewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_review(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_review(inputs)
	return en_booking_form_review(inputs)
});