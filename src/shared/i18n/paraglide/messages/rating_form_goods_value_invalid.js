/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Value_InvalidInputs */

const en_rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value must be an amount such as 1250.50 (at most two decimals)`)
};

const es_rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El valor de la mercancía debe ser un importe como 1250,50 (dos decimales como máximo)`)
};

const en_xa2_rating_form_goods_value_invalid = /** @type {(inputs: Rating_Form_Goods_Value_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé ɱúšţ ƀé áñ áɱóúñţ šúçĥ áš 1250.50 (áţ ɱóšţ ţŵó ðéçíɱáļš) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Goods value must be an amount such as 1250.50 (at most two decimals)" |
*
* @param {Rating_Form_Goods_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_invalid = /** @type {((inputs?: Rating_Form_Goods_Value_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_value_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_value_invalid(inputs)
	return en_rating_form_goods_value_invalid(inputs)
});