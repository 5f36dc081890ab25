/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detail_ShipmentInputs */

const en_tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

const es_tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

const en_xa2_tracking_detail_shipment = /** @type {(inputs: Tracking_Detail_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Tracking_Detail_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_shipment = /** @type {((inputs?: Tracking_Detail_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_shipment(inputs)
	return en_tracking_detail_shipment(inputs)
});