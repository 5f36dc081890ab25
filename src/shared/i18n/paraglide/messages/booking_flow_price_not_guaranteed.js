/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Flow_Price_Not_GuaranteedInputs */

const en_booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier’s price is no longer guaranteed:`)
};

const es_booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El precio del transportista ya no está garantizado:`)
};

const en_xa2_booking_flow_price_not_guaranteed = /** @type {(inputs: Booking_Flow_Price_Not_GuaranteedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ’š þŕíçé íš ñó ļóñĝéŕ ĝúáŕáñţééð: ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The carrier’s price is no longer guaranteed:" |
*
* @param {Booking_Flow_Price_Not_GuaranteedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_price_not_guaranteed = /** @type {((inputs?: Booking_Flow_Price_Not_GuaranteedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Price_Not_GuaranteedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_flow_price_not_guaranteed(inputs)
	if (locale === "en-XA") return en_xa2_booking_flow_price_not_guaranteed(inputs)
	return en_booking_flow_price_not_guaranteed(inputs)
});