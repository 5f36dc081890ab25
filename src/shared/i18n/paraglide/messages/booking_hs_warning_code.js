/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_CodeInputs */

const en_booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HS code “${i?.code}”: ${i?.warning}`)
};

const es_booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código HS «${i?.code}»: ${i?.warning}`)
};

const en_xa2_booking_hs_warning_code = /** @type {(inputs: Booking_Hs_Warning_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ĤŠ çóðé “${i?.code}”: ${i?.warning} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_code = /** @type {((inputs: Booking_Hs_Warning_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_Warning_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_hs_warning_code(inputs)
	if (locale === "en-XA") return en_xa2_booking_hs_warning_code(inputs)
	return en_booking_hs_warning_code(inputs)
});