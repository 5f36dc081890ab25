/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_Not_NegativeInputs */

const en_rating_rule_not_negative = /** @type {(inputs: Rating_Rule_Not_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must not be negative`)
};

const es_rating_rule_not_negative = /** @type {(inputs: Rating_Rule_Not_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} no puede ser negativo`)
};

const en_xa2_rating_rule_not_negative = /** @type {(inputs: Rating_Rule_Not_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ñóţ ƀé ñéĝáţíṽé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must not be negative" |
*
* @param {Rating_Rule_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_not_negative = /** @type {((inputs: Rating_Rule_Not_NegativeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Not_NegativeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_not_negative(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_not_negative(inputs)
	return en_rating_rule_not_negative(inputs)
});