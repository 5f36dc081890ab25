/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_DetailInputs */

const en_palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new rating: ${i?.mode}`)
};

const es_palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una tarificación nueva: ${i?.mode}`)
};

const en_xa2_palette_rate_detail = /** @type {(inputs: Palette_Rate_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ŕáţíñĝ: ${i?.mode} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A new rating: {mode}" |
*
* @param {Palette_Rate_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_detail = /** @type {((inputs: Palette_Rate_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_rate_detail(inputs)
	if (locale === "en-XA") return en_xa2_palette_rate_detail(inputs)
	return en_palette_rate_detail(inputs)
});