/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Amount_Below_ZeroInputs */

const en_pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount cannot be below zero`)
};

const es_pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe no puede ser inferior a cero`)
};

const en_xa2_pricing_field_amount_below_zero = /** @type {(inputs: Pricing_Field_Amount_Below_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ çáññóţ ƀé ƀéļóŵ žéŕó ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "An amount cannot be below zero" |
*
* @param {Pricing_Field_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_below_zero = /** @type {((inputs?: Pricing_Field_Amount_Below_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amount_Below_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_amount_below_zero(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_amount_below_zero(inputs)
	return en_pricing_field_amount_below_zero(inputs)
});