/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quote: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_TitleInputs */

const en_tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote ${i?.quote}: bought at ${i?.buy}, margin ${i?.margin}, sold at ${i?.sell}`)
};

const es_tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización ${i?.quote}: comprado a ${i?.buy}, margen ${i?.margin}, vendido a ${i?.sell}`)
};

const en_xa2_tracking_sell_title = /** @type {(inputs: Tracking_Sell_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ${i?.quote}: ƀóúĝĥţ áţ ${i?.buy}, ɱáŕĝíñ ${i?.margin}, šóļð áţ ${i?.sell} ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Quote {quote}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title = /** @type {((inputs: Tracking_Sell_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Sell_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_sell_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_sell_title(inputs)
	return en_tracking_sell_title(inputs)
});