/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_NameInputs */

const en_pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const es_pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const en_xa2_pricing_customer_name = /** @type {(inputs: Pricing_Customer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ·]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Pricing_Customer_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_name = /** @type {((inputs?: Pricing_Customer_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_name(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_name(inputs)
	return en_pricing_customer_name(inputs)
});