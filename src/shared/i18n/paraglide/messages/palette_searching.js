/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Palette_SearchingInputs */

const en_palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for shipments…`)
};

const es_palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando envíos…`)
};

const en_xa2_palette_searching = /** @type {(inputs: Palette_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ ƒóŕ šĥíþɱéñţš… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Looking for shipments…" |
*
* @param {Palette_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_searching = /** @type {((inputs?: Palette_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_searching(inputs)
	if (locale === "en-XA") return en_xa2_palette_searching(inputs)
	return en_palette_searching(inputs)
});