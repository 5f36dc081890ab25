/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Default_MarginInputs */

const en_pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default margin % (optional)`)
};

const es_pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margen predeterminado % (opcional)`)
};

const en_xa2_pricing_customer_default_margin = /** @type {(inputs: Pricing_Customer_Default_MarginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒáúļţ ɱáŕĝíñ % (óþţíóñáļ) ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Default margin % (optional)" |
*
* @param {Pricing_Customer_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin = /** @type {((inputs?: Pricing_Customer_Default_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_default_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_default_margin(inputs)
	return en_pricing_customer_default_margin(inputs)
});