/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Quote_Not_PricedInputs */

const en_pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your customer.`)
};

const es_pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cotización no se guardó con precio de venta en este escritorio (se guardó antes de que el escritorio pusiera precio a las cotizaciones, o en otro lugar): tarifique el envío de nuevo y guárdela para su cliente.`)
};

const en_xa2_pricing_main_quote_not_priced = /** @type {(inputs: Pricing_Main_Quote_Not_PricedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé ŵáš ñóţ šáṽéð ŵíţĥ á šéļļ þŕíçé óñ ţĥíš ðéšķ (šáṽéð ƀéƒóŕé ţĥé ðéšķ þŕíçéð ǫúóţéš, óŕ éļšéŵĥéŕé): ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð šáṽé íţ ƒóŕ ýóúŕ çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your cus..." |
*
* @param {Pricing_Main_Quote_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_not_priced = /** @type {((inputs?: Pricing_Main_Quote_Not_PricedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Quote_Not_PricedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_quote_not_priced(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_quote_not_priced(inputs)
	return en_pricing_main_quote_not_priced(inputs)
});