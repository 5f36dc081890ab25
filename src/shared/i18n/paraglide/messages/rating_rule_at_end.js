/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ end: NonNullable<unknown>, field: NonNullable<unknown> }} Rating_Rule_At_EndInputs */

const en_rating_rule_at_end = /** @type {(inputs: Rating_Rule_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.end} ${i?.field}`)
};

const es_rating_rule_at_end = /** @type {(inputs: Rating_Rule_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} de ${i?.end}`)
};

const en_xa2_rating_rule_at_end = /** @type {(inputs: Rating_Rule_At_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.end} ${i?.field} ]`)
};

/**
* | output |
* | --- |
* | "{end} {field}" |
*
* @param {Rating_Rule_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_at_end = /** @type {((inputs: Rating_Rule_At_EndInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_At_EndInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_at_end(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_at_end(inputs)
	return en_rating_rule_at_end(inputs)
});