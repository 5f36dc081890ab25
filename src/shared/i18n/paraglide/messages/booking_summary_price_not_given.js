/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Summary_Price_Not_GivenInputs */

const en_booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const es_booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicado`)
};

const en_xa2_booking_summary_price_not_given = /** @type {(inputs: Booking_Summary_Price_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Booking_Summary_Price_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price_not_given = /** @type {((inputs?: Booking_Summary_Price_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_Price_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_summary_price_not_given(inputs)
	if (locale === "en-XA") return en_xa2_booking_summary_price_not_given(inputs)
	return en_booking_summary_price_not_given(inputs)
});