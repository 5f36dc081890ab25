/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Value_RequiredInputs */

const en_rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value is required`)
};

const es_rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía es obligatorio`)
};

const en_xa2_rating_form_goods_value_required = /** @type {(inputs: Rating_Form_Goods_Value_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé íš ŕéǫúíŕéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Goods value is required" |
*
* @param {Rating_Form_Goods_Value_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_required = /** @type {((inputs?: Rating_Form_Goods_Value_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_value_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_value_required(inputs)
	return en_rating_form_goods_value_required(inputs)
});