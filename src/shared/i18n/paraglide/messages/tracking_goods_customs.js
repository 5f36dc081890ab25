/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_CustomsInputs */

const en_tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customs`)
};

const es_tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aduana`)
};

const en_xa2_tracking_goods_customs = /** @type {(inputs: Tracking_Goods_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúšţóɱš ·~]`)
};

/**
* | output |
* | --- |
* | "Customs" |
*
* @param {Tracking_Goods_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_customs = /** @type {((inputs?: Tracking_Goods_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_customs(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_customs(inputs)
	return en_tracking_goods_customs(inputs)
});