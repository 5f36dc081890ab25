/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Check_Shipment_DetailInputs */

const en_op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment's detail (Tracking)`)
};

const es_op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el detalle del envío (Seguimiento)`)
};

const en_xa2_op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ'š ðéţáíļ (Ţŕáçķíñĝ) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail = /** @type {((inputs?: Op_Check_Shipment_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_check_shipment_detail(inputs)
	if (locale === "en-XA") return en_xa2_op_check_shipment_detail(inputs)
	return en_op_check_shipment_detail(inputs)
});