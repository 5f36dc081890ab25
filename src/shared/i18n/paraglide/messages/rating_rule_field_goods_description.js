/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Goods_DescriptionInputs */

const en_rating_rule_field_goods_description = /** @type {(inputs: Rating_Rule_Field_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`goods description`)
};

const es_rating_rule_field_goods_description = /** @type {(inputs: Rating_Rule_Field_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la descripción de la mercancía`)
};

const en_xa2_rating_rule_field_goods_description = /** @type {(inputs: Rating_Rule_Field_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĝóóðš ðéšçŕíþţíóñ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "goods description" |
*
* @param {Rating_Rule_Field_Goods_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_goods_description = /** @type {((inputs?: Rating_Rule_Field_Goods_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Goods_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_goods_description(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_goods_description(inputs)
	return en_rating_rule_field_goods_description(inputs)
});