/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Draft_Field_DetailsInputs */

const en_booking_draft_field_details = /** @type {(inputs: Booking_Draft_Field_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts, pickup and terms`)
};

const es_booking_draft_field_details = /** @type {(inputs: Booking_Draft_Field_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos, recogida y condiciones`)
};

const en_xa2_booking_draft_field_details = /** @type {(inputs: Booking_Draft_Field_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáçţš, þíçķúþ áñð ţéŕɱš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Contacts, pickup and terms" |
*
* @param {Booking_Draft_Field_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_draft_field_details = /** @type {((inputs?: Booking_Draft_Field_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Draft_Field_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_draft_field_details(inputs)
	if (locale === "en-XA") return en_xa2_booking_draft_field_details(inputs)
	return en_booking_draft_field_details(inputs)
});