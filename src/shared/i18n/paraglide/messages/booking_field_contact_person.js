/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Field_Contact_PersonInputs */

const en_booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact person`)
};

const es_booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona de contacto`)
};

const en_xa2_booking_field_contact_person = /** @type {(inputs: Booking_Field_Contact_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáçţ þéŕšóñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Contact person" |
*
* @param {Booking_Field_Contact_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_contact_person = /** @type {((inputs?: Booking_Field_Contact_PersonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Contact_PersonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_field_contact_person(inputs)
	if (locale === "en-XA") return en_xa2_booking_field_contact_person(inputs)
	return en_booking_field_contact_person(inputs)
});