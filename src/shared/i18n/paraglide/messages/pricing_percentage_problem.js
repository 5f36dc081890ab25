/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Percentage_ProblemInputs */

const en_pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage such as 12 or 12.5 (0 to 1000)`)
};

const es_pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje como 12 o 12,5 (de 0 a 1000)`)
};

const en_xa2_pricing_percentage_problem = /** @type {(inputs: Pricing_Percentage_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé šúçĥ áš 12 óŕ 12.5 (0 ţó 1000) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A percentage such as 12 or 12.5 (0 to 1000)" |
*
* @param {Pricing_Percentage_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percentage_problem = /** @type {((inputs?: Pricing_Percentage_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Percentage_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_percentage_problem(inputs)
	if (locale === "en-XA") return en_xa2_pricing_percentage_problem(inputs)
	return en_pricing_percentage_problem(inputs)
});