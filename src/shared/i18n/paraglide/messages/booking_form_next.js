/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_NextInputs */

const en_booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next: check everything once more, then book.`)
};

const es_booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente paso: revíselo todo una vez más y reserve.`)
};

const en_xa2_booking_form_next = /** @type {(inputs: Booking_Form_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ: çĥéçķ éṽéŕýţĥíñĝ óñçé ɱóŕé, ţĥéñ ƀóóķ. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Next: check everything once more, then book." |
*
* @param {Booking_Form_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_next = /** @type {((inputs?: Booking_Form_NextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_NextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_next(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_next(inputs)
	return en_booking_form_next(inputs)
});