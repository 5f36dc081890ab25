/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, perDay: NonNullable<unknown>, total: NonNullable<unknown> }} Tracking_Free_Sum_ShipmentInputs */

const en_tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total}`)
};

const es_tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} × ${i?.perDay} = ${i?.total}`)
};

const en_xa2_tracking_free_sum_shipment = /** @type {(inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.days} × ${i?.perDay} = ${i?.total} ·~]`)
};

/**
* | output |
* | --- |
* | "{days} × {perDay} = {total}" |
*
* @param {Tracking_Free_Sum_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_shipment = /** @type {((inputs: Tracking_Free_Sum_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Sum_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_sum_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_sum_shipment(inputs)
	return en_tracking_free_sum_shipment(inputs)
});