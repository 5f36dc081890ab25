/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Section_ShipmentsInputs */

const en_palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments`)
};

const es_palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos`)
};

const en_xa2_palette_section_shipments = /** @type {(inputs: Palette_Section_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Palette_Section_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_shipments = /** @type {((inputs?: Palette_Section_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_section_shipments(inputs)
	if (locale === "en-XA") return en_xa2_palette_section_shipments(inputs)
	return en_palette_section_shipments(inputs)
});