/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Currency_NoteInputs */

const en_pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency note (optional)`)
};

const es_pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota de moneda (opcional)`)
};

const en_xa2_pricing_customer_currency_note = /** @type {(inputs: Pricing_Customer_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ñóţé (óþţíóñáļ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Currency note (optional)" |
*
* @param {Pricing_Customer_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note = /** @type {((inputs?: Pricing_Customer_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_currency_note(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_currency_note(inputs)
	return en_pricing_customer_currency_note(inputs)
});