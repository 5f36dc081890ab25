/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Palette_Switch_ToInputs */

const en_palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.name}`)
};

const es_palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar a ${i?.name}`)
};

const en_xa2_palette_switch_to = /** @type {(inputs: Palette_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţó ${i?.name} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Palette_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_switch_to = /** @type {((inputs: Palette_Switch_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Switch_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_switch_to(inputs)
	if (locale === "en-XA") return en_xa2_palette_switch_to(inputs)
	return en_palette_switch_to(inputs)
});