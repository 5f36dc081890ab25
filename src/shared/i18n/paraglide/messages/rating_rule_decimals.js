/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, max: NonNullable<unknown> }} Rating_Rule_DecimalsInputs */

const en_rating_rule_decimals = /** @type {(inputs: Rating_Rule_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} has more than ${i?.max} decimals`)
};

const es_rating_rule_decimals = /** @type {(inputs: Rating_Rule_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} tiene más de ${i?.max} decimales`)
};

const en_xa2_rating_rule_decimals = /** @type {(inputs: Rating_Rule_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ĥáš ɱóŕé ţĥáñ ${i?.max} ðéçíɱáļš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} has more than {max} decimals" |
*
* @param {Rating_Rule_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_decimals = /** @type {((inputs: Rating_Rule_DecimalsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_DecimalsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_decimals(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_decimals(inputs)
	return en_rating_rule_decimals(inputs)
});