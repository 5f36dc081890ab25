/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ContainerInputs */

const en_pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per container`)
};

const es_pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} por contenedor`)
};

const en_xa2_pricing_terms_per_container = /** @type {(inputs: Pricing_Terms_Per_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} þéŕ çóñţáíñéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{amount} per container" |
*
* @param {Pricing_Terms_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_container = /** @type {((inputs: Pricing_Terms_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_terms_per_container(inputs)
	if (locale === "en-XA") return en_xa2_pricing_terms_per_container(inputs)
	return en_pricing_terms_per_container(inputs)
});