/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Value_HintInputs */

const en_rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For insurance and customs.`)
};

const es_rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el seguro y la aduana.`)
};

const en_xa2_rating_form_goods_value_hint = /** @type {(inputs: Rating_Form_Goods_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ íñšúŕáñçé áñð çúšţóɱš. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "For insurance and customs." |
*
* @param {Rating_Form_Goods_Value_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_hint = /** @type {((inputs?: Rating_Form_Goods_Value_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_value_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_value_hint(inputs)
	return en_rating_form_goods_value_hint(inputs)
});