/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Rule_NoneInputs */

const en_rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const es_rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

const en_xa2_rating_csv_rule_none = /** @type {(inputs: Rating_Csv_Rule_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Rating_Csv_Rule_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_none = /** @type {((inputs?: Rating_Csv_Rule_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_rule_none(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_rule_none(inputs)
	return en_rating_csv_rule_none(inputs)
});