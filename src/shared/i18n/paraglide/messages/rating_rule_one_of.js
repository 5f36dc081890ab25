/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, codes: NonNullable<unknown> }} Rating_Rule_One_OfInputs */

const en_rating_rule_one_of = /** @type {(inputs: Rating_Rule_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be one of ${i?.codes}`)
};

const es_rating_rule_one_of = /** @type {(inputs: Rating_Rule_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser uno de estos: ${i?.codes}`)
};

const en_xa2_rating_rule_one_of = /** @type {(inputs: Rating_Rule_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé óñé óƒ ${i?.codes} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} must be one of {codes}" |
*
* @param {Rating_Rule_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_one_of = /** @type {((inputs: Rating_Rule_One_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_One_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_one_of(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_one_of(inputs)
	return en_rating_rule_one_of(inputs)
});