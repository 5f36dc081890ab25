/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Margin_RuleInputs */

const en_rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Margin rule`)
};

const es_rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regla de margen`)
};

const en_xa2_rating_csv_margin_rule = /** @type {(inputs: Rating_Csv_Margin_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ŕúļé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Rating_Csv_Margin_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin_rule = /** @type {((inputs?: Rating_Csv_Margin_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Margin_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_margin_rule(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_margin_rule(inputs)
	return en_rating_csv_margin_rule(inputs)
});