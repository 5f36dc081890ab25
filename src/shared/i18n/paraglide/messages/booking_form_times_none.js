/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Form_Times_NoneInputs */

const en_booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier offered no pickup times: type them as hh:mm (24 h).`)
};

const es_booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no ofreció horas de recogida: escríbalas como hh:mm (24 h).`)
};

const en_xa2_booking_form_times_none = /** @type {(inputs: Booking_Form_Times_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ óƒƒéŕéð ñó þíçķúþ ţíɱéš: ţýþé ţĥéɱ áš ĥĥ:ɱɱ (24 ĥ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The carrier offered no pickup times: type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_none = /** @type {((inputs?: Booking_Form_Times_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_times_none(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_times_none(inputs)
	return en_booking_form_times_none(inputs)
});