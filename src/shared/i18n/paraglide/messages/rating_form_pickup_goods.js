/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Pickup_GoodsInputs */

const en_rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup and goods`)
};

const es_rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida y mercancía`)
};

const en_xa2_rating_form_pickup_goods = /** @type {(inputs: Rating_Form_Pickup_GoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áñð ĝóóðš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pickup and goods" |
*
* @param {Rating_Form_Pickup_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_goods = /** @type {((inputs?: Rating_Form_Pickup_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_pickup_goods(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_pickup_goods(inputs)
	return en_rating_form_pickup_goods(inputs)
});