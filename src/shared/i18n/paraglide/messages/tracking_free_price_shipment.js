/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ShipmentInputs */

const en_tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a day for the shipment`)
};

const es_tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al día por el envío`)
};

const en_xa2_tracking_free_price_shipment = /** @type {(inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á ðáý ƒóŕ ţĥé šĥíþɱéñţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{price} a day for the shipment" |
*
* @param {Tracking_Free_Price_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_shipment = /** @type {((inputs: Tracking_Free_Price_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Price_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_price_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_price_shipment(inputs)
	return en_tracking_free_price_shipment(inputs)
});