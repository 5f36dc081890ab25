/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scope_AnyInputs */

const en_pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any`)
};

const es_pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquiera`)
};

const en_xa2_pricing_scope_any = /** @type {(inputs: Pricing_Scope_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñý ·]`)
};

/**
* | output |
* | --- |
* | "any" |
*
* @param {Pricing_Scope_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_any = /** @type {((inputs?: Pricing_Scope_AnyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_AnyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_scope_any(inputs)
	if (locale === "en-XA") return en_xa2_pricing_scope_any(inputs)
	return en_pricing_scope_any(inputs)
});