/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_StackableInputs */

const en_rating_field_stackable = /** @type {(inputs: Rating_Field_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stackable flag`)
};

const es_rating_field_stackable = /** @type {(inputs: Rating_Field_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la marca de apilable`)
};

const en_xa2_rating_field_stackable = /** @type {(inputs: Rating_Field_StackableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţáçķáƀļé ƒļáĝ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "stackable flag" |
*
* @param {Rating_Field_StackableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_stackable = /** @type {((inputs?: Rating_Field_StackableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_StackableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_stackable(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_stackable(inputs)
	return en_rating_field_stackable(inputs)
});