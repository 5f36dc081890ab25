/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Palette_ShipmentInputs */

const en_palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

const es_palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

const en_xa2_palette_shipment = /** @type {(inputs: Palette_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Palette_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_shipment = /** @type {((inputs: Palette_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_shipment(inputs)
	if (locale === "en-XA") return en_xa2_palette_shipment(inputs)
	return en_palette_shipment(inputs)
});