/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_GoodsInputs */

const en_pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods`)
};

const es_pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

const en_xa2_pdf_goods = /** @type {(inputs: Pdf_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ·]`)
};

/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods = /** @type {((inputs?: Pdf_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_goods(inputs)
	if (locale === "en-XA") return en_xa2_pdf_goods(inputs)
	return en_pdf_goods(inputs)
});