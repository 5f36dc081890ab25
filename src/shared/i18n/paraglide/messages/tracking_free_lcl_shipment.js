/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Lcl_ShipmentInputs */

const en_tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment (LCL: one price)`)
};

const es_tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el envío (grupaje: un solo precio)`)
};

const en_xa2_tracking_free_lcl_shipment = /** @type {(inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ (ĻÇĻ: óñé þŕíçé) ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the shipment (LCL: one price)" |
*
* @param {Tracking_Free_Lcl_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_lcl_shipment = /** @type {((inputs?: Tracking_Free_Lcl_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Lcl_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_lcl_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_lcl_shipment(inputs)
	return en_tracking_free_lcl_shipment(inputs)
});