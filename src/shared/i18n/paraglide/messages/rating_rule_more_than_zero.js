/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_More_Than_ZeroInputs */

const en_rating_rule_more_than_zero = /** @type {(inputs: Rating_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be more than 0`)
};

const es_rating_rule_more_than_zero = /** @type {(inputs: Rating_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser mayor que 0`)
};

const en_xa2_rating_rule_more_than_zero = /** @type {(inputs: Rating_Rule_More_Than_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ɱóŕé ţĥáñ 0 ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} must be more than 0" |
*
* @param {Rating_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_more_than_zero = /** @type {((inputs: Rating_Rule_More_Than_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_More_Than_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_more_than_zero(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_more_than_zero(inputs)
	return en_rating_rule_more_than_zero(inputs)
});