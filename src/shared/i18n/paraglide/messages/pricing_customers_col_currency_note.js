/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_Col_Currency_NoteInputs */

const en_pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency note`)
};

const es_pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota de moneda`)
};

const en_xa2_pricing_customers_col_currency_note = /** @type {(inputs: Pricing_Customers_Col_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ñóţé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Currency note" |
*
* @param {Pricing_Customers_Col_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_currency_note = /** @type {((inputs?: Pricing_Customers_Col_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_col_currency_note(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_col_currency_note(inputs)
	return en_pricing_customers_col_currency_note(inputs)
});