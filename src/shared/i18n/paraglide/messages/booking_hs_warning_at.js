/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_AtInputs */

const en_booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, HS code “${i?.code}”: ${i?.warning}`)
};

const es_booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, código HS «${i?.code}»: ${i?.warning}`)
};

const en_xa2_booking_hs_warning_at = /** @type {(inputs: Booking_Hs_Warning_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.where}, ĤŠ çóðé “${i?.code}”: ${i?.warning} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{where}, HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_at = /** @type {((inputs: Booking_Hs_Warning_AtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_Warning_AtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_hs_warning_at(inputs)
	if (locale === "en-XA") return en_xa2_booking_hs_warning_at(inputs)
	return en_booking_hs_warning_at(inputs)
});