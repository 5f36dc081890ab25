/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_Per_Shipment_IsInputs */

const en_rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} per shipment = ${i?.amount}`)
};

const es_rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} por envío = ${i?.amount}`)
};

const en_xa2_rating_margin_part_per_shipment_is = /** @type {(inputs: Rating_Margin_Part_Per_Shipment_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} þéŕ šĥíþɱéñţ = ${i?.amount} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{unit} per shipment = {amount}" |
*
* @param {Rating_Margin_Part_Per_Shipment_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment_is = /** @type {((inputs: Rating_Margin_Part_Per_Shipment_IsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_Per_Shipment_IsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_per_shipment_is(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_per_shipment_is(inputs)
	return en_rating_margin_part_per_shipment_is(inputs)
});