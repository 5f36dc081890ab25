/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Rating_Margin_Unknown_WhyInputs */

const en_rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown: ${i?.why}`)
};

const es_rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desconocido: ${i?.why}`)
};

const en_xa2_rating_margin_unknown_why = /** @type {(inputs: Rating_Margin_Unknown_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ: ${i?.why} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Unknown: {why}" |
*
* @param {Rating_Margin_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown_why = /** @type {((inputs: Rating_Margin_Unknown_WhyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Unknown_WhyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_unknown_why(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_unknown_why(inputs)
	return en_rating_margin_unknown_why(inputs)
});