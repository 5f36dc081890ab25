/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Pricing_Main_Sell_Not_KeptInputs */

const en_pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service saved the quote, but this desk could not keep its sell price (${i?.why}). Save it again: the service answers the same quote.`)
};

const es_pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio guardó la cotización, pero este escritorio no pudo conservar su precio de venta (${i?.why}). Guárdela de nuevo: el servicio responde con la misma cotización.`)
};

const en_xa2_pricing_main_sell_not_kept = /** @type {(inputs: Pricing_Main_Sell_Not_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé šáṽéð ţĥé ǫúóţé, ƀúţ ţĥíš ðéšķ çóúļð ñóţ ķééþ íţš šéļļ þŕíçé (${i?.why}). Šáṽé íţ áĝáíñ: ţĥé šéŕṽíçé áñšŵéŕš ţĥé šáɱé ǫúóţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service saved the quote, but this desk could not keep its sell price ({why}). Save it again: the service answers the same quote." |
*
* @param {Pricing_Main_Sell_Not_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_not_kept = /** @type {((inputs: Pricing_Main_Sell_Not_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_Not_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_sell_not_kept(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_sell_not_kept(inputs)
	return en_pricing_main_sell_not_kept(inputs)
});