/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_InsuranceInputs */

const en_tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insurance`)
};

const es_tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguro`)
};

const en_xa2_tracking_goods_insurance = /** @type {(inputs: Tracking_Goods_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñšúŕáñçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Tracking_Goods_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_insurance = /** @type {((inputs?: Tracking_Goods_InsuranceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_InsuranceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_insurance(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_insurance(inputs)
	return en_tracking_goods_insurance(inputs)
});