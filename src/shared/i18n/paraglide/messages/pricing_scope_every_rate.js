/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scope_Every_RateInputs */

const en_pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every rate`)
};

const es_pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las tarifas`)
};

const en_xa2_pricing_scope_every_rate = /** @type {(inputs: Pricing_Scope_Every_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ŕáţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Every rate" |
*
* @param {Pricing_Scope_Every_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_every_rate = /** @type {((inputs?: Pricing_Scope_Every_RateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_Every_RateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_scope_every_rate(inputs)
	if (locale === "en-XA") return en_xa2_pricing_scope_every_rate(inputs)
	return en_pricing_scope_every_rate(inputs)
});