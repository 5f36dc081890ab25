/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Prefill_GoodsInputs */

const en_booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the goods description`)
};

const es_booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la descripción de la mercancía`)
};

const en_xa2_booking_prefill_goods = /** @type {(inputs: Booking_Prefill_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ĝóóðš ðéšçŕíþţíóñ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the goods description" |
*
* @param {Booking_Prefill_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_goods = /** @type {((inputs?: Booking_Prefill_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_prefill_goods(inputs)
	if (locale === "en-XA") return en_xa2_booking_prefill_goods(inputs)
	return en_booking_prefill_goods(inputs)
});