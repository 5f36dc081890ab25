/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_VolumeInputs */

const en_booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume`)
};

const es_booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volumen`)
};

const en_xa2_booking_field_volume = /** @type {(inputs: Booking_Field_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé ·~]`)
};

/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Booking_Field_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_volume = /** @type {((inputs?: Booking_Field_VolumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_VolumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_volume(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_volume(inputs)
	return en_booking_field_volume(inputs)
});