/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_Out_ShipmentInputs */

const en_tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if it has not happened`)
};

const es_tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si no ha ocurrido`)
};

const en_xa2_tracking_free_still_out_shipment = /** @type {(inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ íţ ĥáš ñóţ ĥáþþéñéð ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{stop} not reported; if it has not happened" |
*
* @param {Tracking_Free_Still_Out_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out_shipment = /** @type {((inputs: Tracking_Free_Still_Out_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Still_Out_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_still_out_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_still_out_shipment(inputs)
	return en_tracking_free_still_out_shipment(inputs)
});