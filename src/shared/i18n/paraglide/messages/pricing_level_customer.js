/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_CustomerInputs */

const en_pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`customer`)
};

const es_pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cliente`)
};

const en_xa2_pricing_level_customer = /** @type {(inputs: Pricing_Level_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúšţóɱéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "customer" |
*
* @param {Pricing_Level_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_customer = /** @type {((inputs?: Pricing_Level_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_customer(inputs)
	return en_pricing_level_customer(inputs)
});