/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_Input_LabelInputs */

const en_palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to a screen, find a shipment by code, rate, switch profile`)
};

const es_palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a una pantalla, buscar un envío por código, tarificar, cambiar de perfil`)
};

const en_xa2_palette_input_label = /** @type {(inputs: Palette_Input_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó á šçŕééñ, ƒíñð á šĥíþɱéñţ ƀý çóðé, ŕáţé, šŵíţçĥ þŕóƒíļé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile" |
*
* @param {Palette_Input_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_label = /** @type {((inputs?: Palette_Input_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Input_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_input_label(inputs)
	if (locale === "en-XA") return en_xa2_palette_input_label(inputs)
	return en_palette_input_label(inputs)
});