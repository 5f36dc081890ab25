/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Track_HintInputs */

const en_booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking messages from the carrier as the shipment moves.`)
};

const es_booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento del transportista a medida que avanza el envío.`)
};

const en_xa2_booking_field_track_hint = /** @type {(inputs: Booking_Field_Track_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķíñĝ ɱéššáĝéš ƒŕóɱ ţĥé çáŕŕíéŕ áš ţĥé šĥíþɱéñţ ɱóṽéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Tracking messages from the carrier as the shipment moves." |
*
* @param {Booking_Field_Track_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track_hint = /** @type {((inputs?: Booking_Field_Track_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Track_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_track_hint(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_track_hint(inputs)
	return en_booking_field_track_hint(inputs)
});