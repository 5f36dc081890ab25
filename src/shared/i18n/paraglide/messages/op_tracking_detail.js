/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Tracking_DetailInputs */

const en_op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the detail of a shipment`)
};

const es_op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer el detalle de un envío`)
};

const en_xa2_op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ţĥé ðéţáíļ óƒ á šĥíþɱéñţ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail = /** @type {((inputs?: Op_Tracking_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_tracking_detail(inputs)
	if (locale === "en-XA") return en_xa2_op_tracking_detail(inputs)
	return en_op_tracking_detail(inputs)
});