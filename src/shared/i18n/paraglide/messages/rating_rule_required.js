/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_RequiredInputs */

const en_rating_rule_required = /** @type {(inputs: Rating_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required`)
};

const es_rating_rule_required = /** @type {(inputs: Rating_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta ${i?.field}`)
};

const en_xa2_rating_rule_required = /** @type {(inputs: Rating_Rule_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Rating_Rule_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_required = /** @type {((inputs: Rating_Rule_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_required(inputs)
	return en_rating_rule_required(inputs)
});