/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_TrackInputs */

const en_booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track this shipment`)
};

const es_booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer seguimiento de este envío`)
};

const en_xa2_booking_field_track = /** @type {(inputs: Booking_Field_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáçķ ţĥíš šĥíþɱéñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Track this shipment" |
*
* @param {Booking_Field_TrackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track = /** @type {((inputs?: Booking_Field_TrackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_TrackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_track(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_track(inputs)
	return en_booking_field_track(inputs)
});