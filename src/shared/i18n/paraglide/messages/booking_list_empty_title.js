/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_List_Empty_TitleInputs */

const en_booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bookings yet`)
};

const es_booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay reservas`)
};

const en_xa2_booking_list_empty_title = /** @type {(inputs: Booking_List_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƀóóķíñĝš ýéţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No bookings yet" |
*
* @param {Booking_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_title = /** @type {((inputs?: Booking_List_Empty_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Empty_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_empty_title(inputs)
	return en_booking_list_empty_title(inputs)
});