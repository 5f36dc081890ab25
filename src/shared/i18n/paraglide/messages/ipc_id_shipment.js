/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_ShipmentInputs */

const en_ipc_id_shipment = /** @type {(inputs: Ipc_Id_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`shipmentId`)
};

const es_ipc_id_shipment = /** @type {(inputs: Ipc_Id_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador del envío`)
};

const en_xa2_ipc_id_shipment = /** @type {(inputs: Ipc_Id_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šĥíþɱéñţÍð ·~ ]`)
};

/**
* | output |
* | --- |
* | "shipmentId" |
*
* @param {Ipc_Id_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_shipment = /** @type {((inputs?: Ipc_Id_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_shipment(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_shipment(inputs)
	return en_ipc_id_shipment(inputs)
});