/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Col_SizeInputs */

const en_tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

const es_tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas`)
};

const en_xa2_tracking_goods_col_size = /** @type {(inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížé ·]`)
};

/**
* | output |
* | --- |
* | "Size" |
*
* @param {Tracking_Goods_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_size = /** @type {((inputs?: Tracking_Goods_Col_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Col_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_col_size(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_col_size(inputs)
	return en_tracking_goods_col_size(inputs)
});