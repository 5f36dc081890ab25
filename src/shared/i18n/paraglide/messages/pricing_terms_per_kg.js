/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_KgInputs */

const en_pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per kg`)
};

const es_pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por kg`)
};

const en_xa2_pricing_terms_per_kg = /** @type {(inputs: Pricing_Terms_Per_KgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ ķĝ ·~]`)
};

/**
* | output |
* | --- |
* | "{amount} per kg" |
*
* @param {Pricing_Terms_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_kg = /** @type {((inputs: Pricing_Terms_Per_KgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_KgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_terms_per_kg(inputs)
	if (locale === "en-XA") return en_xa2_pricing_terms_per_kg(inputs)
	return en_pricing_terms_per_kg(inputs)
});