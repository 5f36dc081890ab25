/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Col_ModeInputs */

const en_booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

const es_booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo`)
};

const en_xa2_booking_col_mode = /** @type {(inputs: Booking_Col_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóðé ·]`)
};

/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Booking_Col_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_col_mode = /** @type {((inputs?: Booking_Col_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Col_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_col_mode(inputs)
	if (locale === "en-XA") return en_xa2_booking_col_mode(inputs)
	return en_booking_col_mode(inputs)
});