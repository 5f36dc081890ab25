/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_KeysInputs */

const en_palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ ↓ to move, Enter to open, Esc to close.`)
};

const es_palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑ ↓ para moverse, Intro para abrir, Esc para cerrar.`)
};

const en_xa2_palette_keys = /** @type {(inputs: Palette_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[↑ ↓ ţó ɱóṽé, Éñţéŕ ţó óþéñ, Éšç ţó çļóšé. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "↑ ↓ to move, Enter to open, Esc to close." |
*
* @param {Palette_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_keys = /** @type {((inputs?: Palette_KeysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_KeysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_keys(inputs)
	if (locale === "en-XA") return en_xa2_palette_keys(inputs)
	return en_palette_keys(inputs)
});