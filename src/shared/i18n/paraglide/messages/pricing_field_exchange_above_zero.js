/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Exchange_Above_ZeroInputs */

const en_pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rate of exchange is above zero`)
};

const es_pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo de cambio es mayor que cero`)
};

const en_xa2_pricing_field_exchange_above_zero = /** @type {(inputs: Pricing_Field_Exchange_Above_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŕáţé óƒ éẋçĥáñĝé íš áƀóṽé žéŕó ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A rate of exchange is above zero" |
*
* @param {Pricing_Field_Exchange_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_above_zero = /** @type {((inputs?: Pricing_Field_Exchange_Above_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Exchange_Above_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_exchange_above_zero(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_exchange_above_zero(inputs)
	return en_pricing_field_exchange_above_zero(inputs)
});