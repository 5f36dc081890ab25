/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_No_IncotermInputs */

const en_booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const es_booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

const en_xa2_booking_form_no_incoterm = /** @type {(inputs: Booking_Form_No_IncotermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóñé ·]`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Booking_Form_No_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_no_incoterm = /** @type {((inputs?: Booking_Form_No_IncotermInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_No_IncotermInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_no_incoterm(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_no_incoterm(inputs)
	return en_booking_form_no_incoterm(inputs)
});