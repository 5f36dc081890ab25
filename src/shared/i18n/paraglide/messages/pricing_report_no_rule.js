/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_No_RuleInputs */

const en_pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const es_pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

const en_xa2_pricing_report_no_rule = /** @type {(inputs: Pricing_Report_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Pricing_Report_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_rule = /** @type {((inputs?: Pricing_Report_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_no_rule(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_no_rule(inputs)
	return en_pricing_report_no_rule(inputs)
});