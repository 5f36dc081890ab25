/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_TitleInputs */

const en_tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods and service`)
};

const es_tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía y servicio`)
};

const en_xa2_tracking_goods_title = /** @type {(inputs: Tracking_Goods_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš áñð šéŕṽíçé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Goods and service" |
*
* @param {Tracking_Goods_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_title = /** @type {((inputs?: Tracking_Goods_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_title(inputs)
	return en_tracking_goods_title(inputs)
});