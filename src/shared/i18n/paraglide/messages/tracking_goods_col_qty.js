/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Col_QtyInputs */

const en_tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qty`)
};

const es_tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cant.`)
};

const en_xa2_tracking_goods_col_qty = /** @type {(inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫţý ·]`)
};

/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Tracking_Goods_Col_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_qty = /** @type {((inputs?: Tracking_Goods_Col_QtyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Col_QtyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_col_qty(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_col_qty(inputs)
	return en_tracking_goods_col_qty(inputs)
});