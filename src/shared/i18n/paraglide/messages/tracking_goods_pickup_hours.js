/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Pickup_HoursInputs */

const en_tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup hours`)
};

const es_tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de recogida`)
};

const en_xa2_tracking_goods_pickup_hours = /** @type {(inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ĥóúŕš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup hours" |
*
* @param {Tracking_Goods_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_hours = /** @type {((inputs?: Tracking_Goods_Pickup_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Pickup_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_pickup_hours(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_pickup_hours(inputs)
	return en_tracking_goods_pickup_hours(inputs)
});