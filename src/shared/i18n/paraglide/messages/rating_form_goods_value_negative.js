/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Value_NegativeInputs */

const en_rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value must be 0 or more`)
};

const es_rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía debe ser 0 o más`)
};

const en_xa2_rating_form_goods_value_negative = /** @type {(inputs: Rating_Form_Goods_Value_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ɱúšţ ƀé 0 óŕ ɱóŕé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Goods value must be 0 or more" |
*
* @param {Rating_Form_Goods_Value_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_negative = /** @type {((inputs?: Rating_Form_Goods_Value_NegativeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_NegativeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_value_negative(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_value_negative(inputs)
	return en_rating_form_goods_value_negative(inputs)
});