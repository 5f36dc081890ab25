/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Col_RuleInputs */

const en_pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rule`)
};

const es_pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de margen`)
};

const en_xa2_pricing_report_col_rule = /** @type {(inputs: Pricing_Report_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Pricing_Report_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_rule = /** @type {((inputs?: Pricing_Report_Col_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_rule(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_rule(inputs)
	return en_pricing_report_col_rule(inputs)
});