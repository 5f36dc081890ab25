/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_UnitsInputs */

const en_tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commodity units`)
};

const es_tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unidades de mercancía`)
};

const en_xa2_tracking_goods_units = /** @type {(inputs: Tracking_Goods_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱóðíţý úñíţš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Commodity units" |
*
* @param {Tracking_Goods_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_units = /** @type {((inputs?: Tracking_Goods_UnitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_UnitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_units(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_units(inputs)
	return en_tracking_goods_units(inputs)
});