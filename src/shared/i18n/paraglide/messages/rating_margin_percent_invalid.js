/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Percent_InvalidInputs */

const en_rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage such as 12.5 (0 to 1000)`)
};

const es_rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje como 12,5 (de 0 a 1000)`)
};

const en_xa2_rating_margin_percent_invalid = /** @type {(inputs: Rating_Margin_Percent_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé šúçĥ áš 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A percentage such as 12.5 (0 to 1000)" |
*
* @param {Rating_Margin_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_invalid = /** @type {((inputs?: Rating_Margin_Percent_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Percent_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_percent_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_percent_invalid(inputs)
	return en_rating_margin_percent_invalid(inputs)
});