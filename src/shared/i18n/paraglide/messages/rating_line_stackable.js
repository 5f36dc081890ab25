/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_StackableInputs */

const en_rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stackable`)
};

const es_rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apilable`)
};

const en_xa2_rating_line_stackable = /** @type {(inputs: Rating_Line_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáçķáƀļé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Stackable" |
*
* @param {Rating_Line_StackableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_stackable = /** @type {((inputs?: Rating_Line_StackableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_StackableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_stackable(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_stackable(inputs)
	return en_rating_line_stackable(inputs)
});