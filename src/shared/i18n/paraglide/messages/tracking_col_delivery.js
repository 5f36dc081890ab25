/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_DeliveryInputs */

const en_tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const es_tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

const en_xa2_tracking_col_delivery = /** @type {(inputs: Tracking_Col_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery = /** @type {((inputs?: Tracking_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_delivery(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_delivery(inputs)
	return en_tracking_col_delivery(inputs)
});