/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_List_CountInputs */

const en_booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} booking on this account, newest first. Open one to follow it in Tracking.`);
	return /** @type {LocalizedString} */ (`${i?.shown} bookings on this account, newest first. Open one to follow it in Tracking.`)
	
};

const es_booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} reserva en esta cuenta, las más recientes primero. Abra una para seguirla en Seguimiento.`);
	return /** @type {LocalizedString} */ (`${i?.shown} reservas en esta cuenta, las más recientes primero. Abra una para seguirla en Seguimiento.`)
	
};

const en_xa2_booking_list_count = /** @type {(inputs: Booking_List_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƀóóķíñĝ óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. Óþéñ óñé ţó ƒóļļóŵ íţ íñ Ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƀóóķíñĝš óñ ţĥíš áççóúñţ, ñéŵéšţ ƒíŕšţ. Óþéñ óñé ţó ƒóļļóŵ íţ íñ Ţŕáçķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} booking on this account, newest first. Open one to follow it in Tracking." |
* | * | "{shown} bookings on this account, newest first. Open one to follow it in Tracking." |
*
* @param {Booking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_count = /** @type {((inputs: Booking_List_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_list_count(inputs)
	if (locale === "en-XA") return en_xa2_booking_list_count(inputs)
	return en_booking_list_count(inputs)
});