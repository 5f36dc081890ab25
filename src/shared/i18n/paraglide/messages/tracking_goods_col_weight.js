/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Col_WeightInputs */

const en_tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const es_tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const en_xa2_tracking_goods_col_weight = /** @type {(inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Tracking_Goods_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_weight = /** @type {((inputs?: Tracking_Goods_Col_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Col_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_col_weight(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_col_weight(inputs)
	return en_tracking_goods_col_weight(inputs)
});