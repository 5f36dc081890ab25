/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_LabelInputs */

const en_palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rate ${i?.mode}`)
};

const es_palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarificar ${i?.mode}`)
};

const en_xa2_palette_rate_label = /** @type {(inputs: Palette_Rate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ${i?.mode} ·]`)
};

/**
* | output |
* | --- |
* | "Rate {mode}" |
*
* @param {Palette_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_label = /** @type {((inputs: Palette_Rate_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_palette_rate_label(inputs)
	if (locale === "en-XA") return en_xa2_palette_rate_label(inputs)
	return en_palette_rate_label(inputs)
});