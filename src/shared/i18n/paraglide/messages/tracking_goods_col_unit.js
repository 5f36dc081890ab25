/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Col_UnitInputs */

const en_tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit`)
};

const es_tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidad`)
};

const en_xa2_tracking_goods_col_unit = /** @type {(inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñíţ ·]`)
};

/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tracking_Goods_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_unit = /** @type {((inputs?: Tracking_Goods_Col_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Col_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_col_unit(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_col_unit(inputs)
	return en_tracking_goods_col_unit(inputs)
});