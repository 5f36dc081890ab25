/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_TitleInputs */

const en_pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customers`)
};

const es_pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes`)
};

const en_xa2_pricing_customers_title = /** @type {(inputs: Pricing_Customers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱéŕš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Customers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_title = /** @type {((inputs?: Pricing_Customers_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_title(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_title(inputs)
	return en_pricing_customers_title(inputs)
});