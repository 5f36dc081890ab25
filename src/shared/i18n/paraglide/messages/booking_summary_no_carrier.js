/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_No_CarrierInputs */

const en_booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier not given`)
};

const es_booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista no indicado`)
};

const en_xa2_booking_summary_no_carrier = /** @type {(inputs: Booking_Summary_No_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ñóţ ĝíṽéñ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Carrier not given" |
*
* @param {Booking_Summary_No_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_carrier = /** @type {((inputs?: Booking_Summary_No_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_No_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_no_carrier(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_no_carrier(inputs)
	return en_booking_summary_no_carrier(inputs)
});