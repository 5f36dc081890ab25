/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Margin_Too_HighInputs */

const en_pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A margin is at most 1,000 %`)
};

const es_pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un margen es como máximo del 1.000 %`)
};

const en_xa2_pricing_field_margin_too_high = /** @type {(inputs: Pricing_Field_Margin_Too_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱáŕĝíñ íš áţ ɱóšţ 1,000 % ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A margin is at most 1,000 %" |
*
* @param {Pricing_Field_Margin_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_too_high = /** @type {((inputs?: Pricing_Field_Margin_Too_HighInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Margin_Too_HighInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_margin_too_high(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_margin_too_high(inputs)
	return en_pricing_field_margin_too_high(inputs)
});