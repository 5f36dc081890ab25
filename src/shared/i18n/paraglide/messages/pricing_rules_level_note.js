/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Pricing_Rules_Level_NoteInputs */

const en_pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level} rule`)
};

const es_pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regla de ${i?.level}`)
};

const en_xa2_pricing_rules_level_note = /** @type {(inputs: Pricing_Rules_Level_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.level} ŕúļé ·]`)
};

/**
* | output |
* | --- |
* | "{level} rule" |
*
* @param {Pricing_Rules_Level_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_level_note = /** @type {((inputs: Pricing_Rules_Level_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Level_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_level_note(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_level_note(inputs)
	return en_pricing_rules_level_note(inputs)
});