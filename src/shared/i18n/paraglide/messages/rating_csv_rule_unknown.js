/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Rating_Csv_Rule_UnknownInputs */

const en_rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown: ${i?.why}`)
};

const es_rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desconocido: ${i?.why}`)
};

const en_xa2_rating_csv_rule_unknown = /** @type {(inputs: Rating_Csv_Rule_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ: ${i?.why} ·~ ]`)
};

/**
* | output |
* | --- |
* | "unknown: {why}" |
*
* @param {Rating_Csv_Rule_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_unknown = /** @type {((inputs: Rating_Csv_Rule_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_rule_unknown(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_rule_unknown(inputs)
	return en_rating_csv_rule_unknown(inputs)
});