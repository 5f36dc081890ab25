/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_AddInputs */

const en_pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add customer`)
};

const es_pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir cliente`)
};

const en_xa2_pricing_customer_add = /** @type {(inputs: Pricing_Customer_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áðð çúšţóɱéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Add customer" |
*
* @param {Pricing_Customer_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_add = /** @type {((inputs?: Pricing_Customer_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_add(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_add(inputs)
	return en_pricing_customer_add(inputs)
});