/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Goods_ValueInputs */

const en_rating_rule_field_goods_value = /** @type {(inputs: Rating_Rule_Field_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`goods value`)
};

const es_rating_rule_field_goods_value = /** @type {(inputs: Rating_Rule_Field_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el valor de la mercancía`)
};

const en_xa2_rating_rule_field_goods_value = /** @type {(inputs: Rating_Rule_Field_Goods_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĝóóðš ṽáļúé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "goods value" |
*
* @param {Rating_Rule_Field_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_goods_value = /** @type {((inputs?: Rating_Rule_Field_Goods_ValueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Goods_ValueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_goods_value(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_goods_value(inputs)
	return en_rating_rule_field_goods_value(inputs)
});