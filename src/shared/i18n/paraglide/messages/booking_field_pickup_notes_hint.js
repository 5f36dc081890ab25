/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Pickup_Notes_HintInputs */

const en_booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dock, opening hours, who to ask for.`)
};

const es_booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muelle, horario, por quién preguntar.`)
};

const en_xa2_booking_field_pickup_notes_hint = /** @type {(inputs: Booking_Field_Pickup_Notes_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçķ, óþéñíñĝ ĥóúŕš, ŵĥó ţó ášķ ƒóŕ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Dock, opening hours, who to ask for." |
*
* @param {Booking_Field_Pickup_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes_hint = /** @type {((inputs?: Booking_Field_Pickup_Notes_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_Notes_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_pickup_notes_hint(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_pickup_notes_hint(inputs)
	return en_booking_field_pickup_notes_hint(inputs)
});