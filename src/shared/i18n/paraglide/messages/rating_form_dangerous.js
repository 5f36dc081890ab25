/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_DangerousInputs */

const en_rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dangerous cargo`)
};

const es_rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía peligrosa`)
};

const en_xa2_rating_form_dangerous = /** @type {(inputs: Rating_Form_DangerousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðáñĝéŕóúš çáŕĝó ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Dangerous cargo" |
*
* @param {Rating_Form_DangerousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous = /** @type {((inputs?: Rating_Form_DangerousInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_DangerousInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_dangerous(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_dangerous(inputs)
	return en_rating_form_dangerous(inputs)
});