/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Report_Rule_LevelInputs */

const en_pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.level})`)
};

const es_pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.level})`)
};

const en_xa2_pricing_report_rule_level = /** @type {(inputs: Pricing_Report_Rule_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (${i?.level}) ·]`)
};

/**
* | output |
* | --- |
* | "{name} ({level})" |
*
* @param {Pricing_Report_Rule_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_rule_level = /** @type {((inputs: Pricing_Report_Rule_LevelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Rule_LevelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_rule_level(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_rule_level(inputs)
	return en_pricing_report_rule_level(inputs)
});