/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_DescriptionInputs */

const en_rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description`)
};

const es_rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la mercancía`)
};

const en_xa2_rating_form_goods_description = /** @type {(inputs: Rating_Form_Goods_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Goods description" |
*
* @param {Rating_Form_Goods_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description = /** @type {((inputs?: Rating_Form_Goods_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_description(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_description(inputs)
	return en_rating_form_goods_description(inputs)
});