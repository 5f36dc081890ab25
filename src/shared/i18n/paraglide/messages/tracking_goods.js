/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_GoodsInputs */

const en_tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goods`)
};

const es_tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mercancía`)
};

const en_xa2_tracking_goods = /** @type {(inputs: Tracking_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝóóðš ·]`)
};

/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Tracking_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods = /** @type {((inputs?: Tracking_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods(inputs)
	return en_tracking_goods(inputs)
});