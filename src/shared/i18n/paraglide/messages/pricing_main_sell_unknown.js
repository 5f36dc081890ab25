/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Sell_UnknownInputs */

const en_pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sell price of this rate is not known.`)
};

const es_pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el precio de venta de esta tarifa.`)
};

const en_xa2_pricing_main_sell_unknown = /** @type {(inputs: Pricing_Main_Sell_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéļļ þŕíçé óƒ ţĥíš ŕáţé íš ñóţ ķñóŵñ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The sell price of this rate is not known." |
*
* @param {Pricing_Main_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_unknown = /** @type {((inputs?: Pricing_Main_Sell_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_sell_unknown(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_sell_unknown(inputs)
	return en_pricing_main_sell_unknown(inputs)
});