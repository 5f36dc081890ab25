/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_List_DescriptionInputs */

const en_booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every shipment booked on this account, newest first.`)
};

const es_booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los envíos reservados en esta cuenta, los más recientes primero.`)
};

const en_xa2_booking_list_description = /** @type {(inputs: Booking_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý šĥíþɱéñţ ƀóóķéð óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Every shipment booked on this account, newest first." |
*
* @param {Booking_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_description = /** @type {((inputs?: Booking_List_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_description(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_description(inputs)
	return en_booking_list_description(inputs)
});