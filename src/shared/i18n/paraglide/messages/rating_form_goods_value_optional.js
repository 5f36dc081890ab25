/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Value_OptionalInputs */

const en_rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods value (optional)`)
};

const es_rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor de la mercancía (opcional)`)
};

const en_xa2_rating_form_goods_value_optional = /** @type {(inputs: Rating_Form_Goods_Value_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ṽáļúé (óþţíóñáļ) ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Goods value (optional)" |
*
* @param {Rating_Form_Goods_Value_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_optional = /** @type {((inputs?: Rating_Form_Goods_Value_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Value_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_value_optional(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_value_optional(inputs)
	return en_rating_form_goods_value_optional(inputs)
});