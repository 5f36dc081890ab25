/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Currency_Note_HintInputs */

const en_pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A note: the desk converts nothing.`)
};

const es_pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo una nota: el escritorio no convierte nada.`)
};

const en_xa2_pricing_customer_currency_note_hint = /** @type {(inputs: Pricing_Customer_Currency_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñóţé: ţĥé ðéšķ çóñṽéŕţš ñóţĥíñĝ. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A note: the desk converts nothing." |
*
* @param {Pricing_Customer_Currency_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_hint = /** @type {((inputs?: Pricing_Customer_Currency_Note_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_Note_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_currency_note_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_currency_note_hint(inputs)
	return en_pricing_customer_currency_note_hint(inputs)
});