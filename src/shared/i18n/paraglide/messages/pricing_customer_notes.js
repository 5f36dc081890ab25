/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_NotesInputs */

const en_pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes (optional)`)
};

const es_pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas (opcional)`)
};

const en_xa2_pricing_customer_notes = /** @type {(inputs: Pricing_Customer_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţéš (óþţíóñáļ) ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Notes (optional)" |
*
* @param {Pricing_Customer_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_notes = /** @type {((inputs?: Pricing_Customer_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_notes(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_notes(inputs)
	return en_pricing_customer_notes(inputs)
});