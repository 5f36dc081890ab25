/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_Currency_NoteInputs */

const en_pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The currency note`)
};

const es_pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nota de moneda`)
};

const en_xa2_pricing_field_the_currency_note = /** @type {(inputs: Pricing_Field_The_Currency_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúŕŕéñçý ñóţé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The currency note" |
*
* @param {Pricing_Field_The_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_currency_note = /** @type {((inputs?: Pricing_Field_The_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_currency_note(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_currency_note(inputs)
	return en_pricing_field_the_currency_note(inputs)
});