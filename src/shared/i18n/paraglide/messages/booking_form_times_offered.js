/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_Times_OfferedInputs */

const en_booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Times the carrier offers.`)
};

const es_booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas que ofrece el transportista.`)
};

const en_xa2_booking_form_times_offered = /** @type {(inputs: Booking_Form_Times_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱéš ţĥé çáŕŕíéŕ óƒƒéŕš. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Times the carrier offers." |
*
* @param {Booking_Form_Times_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_offered = /** @type {((inputs?: Booking_Form_Times_OfferedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_OfferedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_times_offered(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_times_offered(inputs)
	return en_booking_form_times_offered(inputs)
});