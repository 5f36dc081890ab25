/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_Shipment_CodeInputs */

const en_ipc_id_shipment_code = /** @type {(inputs: Ipc_Id_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`shipmentCode`)
};

const es_ipc_id_shipment_code = /** @type {(inputs: Ipc_Id_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el código del envío`)
};

const en_xa2_ipc_id_shipment_code = /** @type {(inputs: Ipc_Id_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šĥíþɱéñţÇóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "shipmentCode" |
*
* @param {Ipc_Id_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_shipment_code = /** @type {((inputs?: Ipc_Id_Shipment_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_Shipment_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_shipment_code(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_shipment_code(inputs)
	return en_ipc_id_shipment_code(inputs)
});