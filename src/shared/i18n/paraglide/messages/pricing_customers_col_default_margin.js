/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_Col_Default_MarginInputs */

const en_pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default margin`)
};

const es_pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen predeterminado`)
};

const en_xa2_pricing_customers_col_default_margin = /** @type {(inputs: Pricing_Customers_Col_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒáúļţ ɱáŕĝíñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Default margin" |
*
* @param {Pricing_Customers_Col_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_default_margin = /** @type {((inputs?: Pricing_Customers_Col_Default_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_Default_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_col_default_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_col_default_margin(inputs)
	return en_pricing_customers_col_default_margin(inputs)
});