/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Rating_Margin_Part_Per_ShipmentInputs */

const en_rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} per shipment`)
};

const es_rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} por envío`)
};

const en_xa2_rating_margin_part_per_shipment = /** @type {(inputs: Rating_Margin_Part_Per_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} þéŕ šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{unit} per shipment" |
*
* @param {Rating_Margin_Part_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment = /** @type {((inputs: Rating_Margin_Part_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_per_shipment(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_per_shipment(inputs)
	return en_rating_margin_part_per_shipment(inputs)
});