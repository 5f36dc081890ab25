/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Main_Free_Time_No_ShipmentInputs */

const en_main_free_time_no_shipment = /** @type {(inputs: Main_Free_Time_No_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.id} has no free time on this desk.`)
};

const es_main_free_time_no_shipment = /** @type {(inputs: Main_Free_Time_No_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El envío ${i?.id} no tiene tiempo libre en este escritorio.`)
};

const en_xa2_main_free_time_no_shipment = /** @type {(inputs: Main_Free_Time_No_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.id} ĥáš ñó ƒŕéé ţíɱé óñ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment {id} has no free time on this desk." |
*
* @param {Main_Free_Time_No_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_no_shipment = /** @type {((inputs: Main_Free_Time_No_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_No_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_no_shipment(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_no_shipment(inputs)
	return en_main_free_time_no_shipment(inputs)
});