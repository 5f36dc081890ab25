/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Dangerous_CargoInputs */

const en_rating_field_dangerous_cargo = /** @type {(inputs: Rating_Field_Dangerous_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dangerous cargo`)
};

const es_rating_field_dangerous_cargo = /** @type {(inputs: Rating_Field_Dangerous_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la mercancía peligrosa`)
};

const en_xa2_rating_field_dangerous_cargo = /** @type {(inputs: Rating_Field_Dangerous_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáñĝéŕóúš çáŕĝó ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "dangerous cargo" |
*
* @param {Rating_Field_Dangerous_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_dangerous_cargo = /** @type {((inputs?: Rating_Field_Dangerous_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Dangerous_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_dangerous_cargo(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_dangerous_cargo(inputs)
	return en_rating_field_dangerous_cargo(inputs)
});