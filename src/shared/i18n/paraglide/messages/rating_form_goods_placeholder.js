/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Goods_PlaceholderInputs */

const en_rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Machine spare parts`)
};

const es_rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Recambios de maquinaria`)
};

const en_xa2_rating_form_goods_placeholder = /** @type {(inputs: Rating_Form_Goods_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ṁáçĥíñé šþáŕé þáŕţš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "e.g. Machine spare parts" |
*
* @param {Rating_Form_Goods_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_placeholder = /** @type {((inputs?: Rating_Form_Goods_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Goods_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_goods_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_goods_placeholder(inputs)
	return en_rating_form_goods_placeholder(inputs)
});