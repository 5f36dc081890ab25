/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_ContactInputs */

const en_pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact (optional)`)
};

const es_pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto (opcional)`)
};

const en_xa2_pricing_customer_contact = /** @type {(inputs: Pricing_Customer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáçţ (óþţíóñáļ) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Contact (optional)" |
*
* @param {Pricing_Customer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact = /** @type {((inputs?: Pricing_Customer_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_contact(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_contact(inputs)
	return en_pricing_customer_contact(inputs)
});