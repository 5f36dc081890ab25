/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Quote_LoadingInputs */

const en_booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the saved quote…`)
};

const es_booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la cotización guardada…`)
};

const en_xa2_booking_quote_loading = /** @type {(inputs: Booking_Quote_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ ţĥé šáṽéð ǫúóţé… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Loading the saved quote…" |
*
* @param {Booking_Quote_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_loading = /** @type {((inputs?: Booking_Quote_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_quote_loading(inputs)
	if (locale === "en-XA") return en_xa2_booking_quote_loading(inputs)
	return en_booking_quote_loading(inputs)
});