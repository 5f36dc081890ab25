/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_Description_OptionalInputs */

const en_rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods description (optional)`)
};

const es_rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción de la mercancía (opcional)`)
};

const en_xa2_rating_form_goods_description_optional = /** @type {(inputs: Rating_Form_Goods_Description_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ðéšçŕíþţíóñ (óþţíóñáļ) ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Goods description (optional)" |
*
* @param {Rating_Form_Goods_Description_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description_optional = /** @type {((inputs?: Rating_Form_Goods_Description_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_Description_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_description_optional(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_description_optional(inputs)
	return en_rating_form_goods_description_optional(inputs)
});