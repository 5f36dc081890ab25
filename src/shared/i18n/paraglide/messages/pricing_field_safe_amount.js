/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Safe_AmountInputs */

const en_pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount must be a safe integer`)
};

const es_pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe debe ser un entero seguro`)
};

const en_xa2_pricing_field_safe_amount = /** @type {(inputs: Pricing_Field_Safe_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ ɱúšţ ƀé á šáƒé íñţéĝéŕ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "An amount must be a safe integer" |
*
* @param {Pricing_Field_Safe_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_safe_amount = /** @type {((inputs?: Pricing_Field_Safe_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Safe_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_safe_amount(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_safe_amount(inputs)
	return en_pricing_field_safe_amount(inputs)
});