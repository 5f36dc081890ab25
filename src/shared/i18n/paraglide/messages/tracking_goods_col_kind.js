/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Col_KindInputs */

const en_tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

const es_tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_tracking_goods_col_kind = /** @type {(inputs: Tracking_Goods_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķíñð ·]`)
};

/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Tracking_Goods_Col_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_kind = /** @type {((inputs?: Tracking_Goods_Col_KindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Col_KindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_col_kind(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_col_kind(inputs)
	return en_tracking_goods_col_kind(inputs)
});