/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quote: NonNullable<unknown>, customer: NonNullable<unknown>, buy: NonNullable<unknown>, margin: NonNullable<unknown>, sell: NonNullable<unknown> }} Tracking_Sell_Title_CustomerInputs */

const en_tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote ${i?.quote} for ${i?.customer}: bought at ${i?.buy}, margin ${i?.margin}, sold at ${i?.sell}`)
};

const es_tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización ${i?.quote} para ${i?.customer}: comprado a ${i?.buy}, margen ${i?.margin}, vendido a ${i?.sell}`)
};

const en_xa2_tracking_sell_title_customer = /** @type {(inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ${i?.quote} ƒóŕ ${i?.customer}: ƀóúĝĥţ áţ ${i?.buy}, ɱáŕĝíñ ${i?.margin}, šóļð áţ ${i?.sell} ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Quote {quote} for {customer}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_Title_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title_customer = /** @type {((inputs: Tracking_Sell_Title_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Sell_Title_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_sell_title_customer(inputs)
	if (locale === "en-XA") return en_xa2_tracking_sell_title_customer(inputs)
	return en_tracking_sell_title_customer(inputs)
});