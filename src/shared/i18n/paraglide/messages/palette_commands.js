/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_CommandsInputs */

const en_palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commands`)
};

const es_palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comandos`)
};

const en_xa2_palette_commands = /** @type {(inputs: Palette_CommandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱáñðš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Commands" |
*
* @param {Palette_CommandsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_commands = /** @type {((inputs?: Palette_CommandsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_CommandsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_commands(inputs)
	if (locale === "en-XA") return en_xa2_palette_commands(inputs)
	return en_palette_commands(inputs)
});