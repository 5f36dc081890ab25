/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_The_NotesInputs */

const en_pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notes`)
};

const es_pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notas`)
};

const en_xa2_pricing_field_the_notes = /** @type {(inputs: Pricing_Field_The_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñóţéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "The notes" |
*
* @param {Pricing_Field_The_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_notes = /** @type {((inputs?: Pricing_Field_The_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_the_notes(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_the_notes(inputs)
	return en_pricing_field_the_notes(inputs)
});