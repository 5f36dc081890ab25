/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Default_Margin_HintInputs */

const en_pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used when no rule for this customer is more specific.`)
};

const es_pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa cuando ninguna regla de este cliente es más específica.`)
};

const en_xa2_pricing_customer_default_margin_hint = /** @type {(inputs: Pricing_Customer_Default_Margin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéð ŵĥéñ ñó ŕúļé ƒóŕ ţĥíš çúšţóɱéŕ íš ɱóŕé šþéçíƒíç. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Used when no rule for this customer is more specific." |
*
* @param {Pricing_Customer_Default_Margin_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_hint = /** @type {((inputs?: Pricing_Customer_Default_Margin_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_Margin_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_default_margin_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_default_margin_hint(inputs)
	return en_pricing_customer_default_margin_hint(inputs)
});