/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Booking_Form_Times_UnansweredInputs */

const en_booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The carrier's pickup times could not be asked for (${i?.reason}): type them as hh:mm (24 h).`)
};

const es_booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron pedir las horas de recogida del transportista (${i?.reason}): escríbalas como hh:mm (24 h).`)
};

const en_xa2_booking_form_times_unanswered = /** @type {(inputs: Booking_Form_Times_UnansweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ'š þíçķúþ ţíɱéš çóúļð ñóţ ƀé ášķéð ƒóŕ (${i?.reason}): ţýþé ţĥéɱ áš ĥĥ:ɱɱ (24 ĥ). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The carrier's pickup times could not be asked for ({reason}): type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_UnansweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_unanswered = /** @type {((inputs: Booking_Form_Times_UnansweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_UnansweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_times_unanswered(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_times_unanswered(inputs)
	return en_booking_form_times_unanswered(inputs)
});