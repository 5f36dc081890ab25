/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Check_Shipment_ListInputs */

const en_op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment list (Tracking) for a new shipment`)
};

const es_op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de envíos (Seguimiento) por si hay un envío nuevo`)
};

const en_xa2_op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ ļíšţ (Ţŕáçķíñĝ) ƒóŕ á ñéŵ šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list = /** @type {((inputs?: Op_Check_Shipment_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_check_shipment_list(inputs)
	if (locale === "en-XA") return en_xa2_op_check_shipment_list(inputs)
	return en_op_check_shipment_list(inputs)
});