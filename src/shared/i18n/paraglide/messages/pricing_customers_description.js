/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_DescriptionInputs */

const en_pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who your quotes are for. Pick one on the rating form to price its rates.`)
};

const es_pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quién son sus cotizaciones. Elija uno en el formulario de tarificación para poner precio a sus tarifas.`)
};

const en_xa2_pricing_customers_description = /** @type {(inputs: Pricing_Customers_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ýóúŕ ǫúóţéš áŕé ƒóŕ. Þíçķ óñé óñ ţĥé ŕáţíñĝ ƒóŕɱ ţó þŕíçé íţš ŕáţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Who your quotes are for. Pick one on the rating form to price its rates." |
*
* @param {Pricing_Customers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_description = /** @type {((inputs?: Pricing_Customers_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_description(inputs)
	return en_pricing_customers_description(inputs)
});