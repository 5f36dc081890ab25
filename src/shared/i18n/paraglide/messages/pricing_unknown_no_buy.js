/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_No_BuyInputs */

const en_pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier gave no price for this rate.`)
};

const es_pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no dio precio para esta tarifa.`)
};

const en_xa2_pricing_unknown_no_buy = /** @type {(inputs: Pricing_Unknown_No_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ĝáṽé ñó þŕíçé ƒóŕ ţĥíš ŕáţé. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The carrier gave no price for this rate." |
*
* @param {Pricing_Unknown_No_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_buy = /** @type {((inputs?: Pricing_Unknown_No_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_no_buy(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_no_buy(inputs)
	return en_pricing_unknown_no_buy(inputs)
});