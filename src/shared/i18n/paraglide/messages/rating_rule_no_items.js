/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_No_ItemsInputs */

const en_rating_rule_no_items = /** @type {(inputs: Rating_Rule_No_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must hold at least one item`)
};

const es_rating_rule_no_items = /** @type {(inputs: Rating_Rule_No_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se necesita al menos un elemento en ${i?.field}`)
};

const en_xa2_rating_rule_no_items = /** @type {(inputs: Rating_Rule_No_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ĥóļð áţ ļéášţ óñé íţéɱ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{field} must hold at least one item" |
*
* @param {Rating_Rule_No_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_no_items = /** @type {((inputs: Rating_Rule_No_ItemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_No_ItemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_no_items(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_no_items(inputs)
	return en_rating_rule_no_items(inputs)
});