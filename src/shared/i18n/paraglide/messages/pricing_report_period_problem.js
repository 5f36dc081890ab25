/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Period_ProblemInputs */

const en_pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To is before From`)
};

const es_pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Hasta» es anterior a «Desde»`)
};

const en_xa2_pricing_report_period_problem = /** @type {(inputs: Pricing_Report_Period_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó íš ƀéƒóŕé Ƒŕóɱ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "To is before From" |
*
* @param {Pricing_Report_Period_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_period_problem = /** @type {((inputs?: Pricing_Report_Period_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Period_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_period_problem(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_period_problem(inputs)
	return en_pricing_report_period_problem(inputs)
});