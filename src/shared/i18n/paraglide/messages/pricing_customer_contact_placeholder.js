/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Contact_PlaceholderInputs */

const en_pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person, e-mail, phone`)
};

const es_pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona, correo, teléfono`)
};

const en_xa2_pricing_customer_contact_placeholder = /** @type {(inputs: Pricing_Customer_Contact_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšóñ, é-ɱáíļ, þĥóñé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Person, e-mail, phone" |
*
* @param {Pricing_Customer_Contact_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact_placeholder = /** @type {((inputs?: Pricing_Customer_Contact_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Contact_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_contact_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_contact_placeholder(inputs)
	return en_pricing_customer_contact_placeholder(inputs)
});