/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Review_Cargo_LinesInputs */

const en_booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo lines`)
};

const es_booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas de carga`)
};

const en_xa2_booking_review_cargo_lines = /** @type {(inputs: Booking_Review_Cargo_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ļíñéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Cargo lines" |
*
* @param {Booking_Review_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_lines = /** @type {((inputs?: Booking_Review_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_review_cargo_lines(inputs)
	if (locale === "en-XA") return en_xa2_booking_review_cargo_lines(inputs)
	return en_booking_review_cargo_lines(inputs)
});