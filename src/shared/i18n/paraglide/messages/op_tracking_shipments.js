/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Tracking_ShipmentsInputs */

const en_op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List shipments with tracking data`)
};

const es_op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los envíos con su seguimiento`)
};

const en_xa2_op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šĥíþɱéñţš ŵíţĥ ţŕáçķíñĝ ðáţá ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments = /** @type {((inputs?: Op_Tracking_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_tracking_shipments(inputs)
	if (locale === "en-XA") return en_xa2_op_tracking_shipments(inputs)
	return en_op_tracking_shipments(inputs)
});