/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Currency_Note_PlaceholderInputs */

const en_pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. invoices in EUR`)
};

const es_pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. facturas en EUR`)
};

const en_xa2_pricing_customer_currency_note_placeholder = /** @type {(inputs: Pricing_Customer_Currency_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. íñṽóíçéš íñ ÉÚŔ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. invoices in EUR" |
*
* @param {Pricing_Customer_Currency_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_placeholder = /** @type {((inputs?: Pricing_Customer_Currency_Note_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_Note_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_currency_note_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_currency_note_placeholder(inputs)
	return en_pricing_customer_currency_note_placeholder(inputs)
});