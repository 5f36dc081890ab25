/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, minimum: NonNullable<unknown> }} Pricing_Terms_At_LeastInputs */

const en_pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.terms}, at least ${i?.minimum}`)
};

const es_pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.terms}, como mínimo ${i?.minimum}`)
};

const en_xa2_pricing_terms_at_least = /** @type {(inputs: Pricing_Terms_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.terms}, áţ ļéášţ ${i?.minimum} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{terms}, at least {minimum}" |
*
* @param {Pricing_Terms_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_at_least = /** @type {((inputs: Pricing_Terms_At_LeastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_At_LeastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_terms_at_least(inputs)
	if (locale === "en-XA") return en_xa2_pricing_terms_at_least(inputs)
	return en_pricing_terms_at_least(inputs)
});