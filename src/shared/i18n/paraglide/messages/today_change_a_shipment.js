/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Change_A_ShipmentInputs */

const en_today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shipment`)
};

const es_today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un envío`)
};

const en_xa2_today_change_a_shipment = /** @type {(inputs: Today_Change_A_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šĥíþɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A shipment" |
*
* @param {Today_Change_A_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_a_shipment = /** @type {((inputs?: Today_Change_A_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_A_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_a_shipment(inputs)
	if (locale === "en-XA") return en_xa2_today_change_a_shipment(inputs)
	return en_today_change_a_shipment(inputs)
});