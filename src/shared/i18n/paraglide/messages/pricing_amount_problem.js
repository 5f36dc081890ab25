/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Amount_ProblemInputs */

const en_pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount such as 25 or 25.50`)
};

const es_pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe como 25 o 25,50`)
};

const en_xa2_pricing_amount_problem = /** @type {(inputs: Pricing_Amount_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ šúçĥ áš 25 óŕ 25.50 ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "An amount such as 25 or 25.50" |
*
* @param {Pricing_Amount_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_amount_problem = /** @type {((inputs?: Pricing_Amount_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Amount_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_amount_problem(inputs)
	if (locale === "en-XA") return en_xa2_pricing_amount_problem(inputs)
	return en_pricing_amount_problem(inputs)
});