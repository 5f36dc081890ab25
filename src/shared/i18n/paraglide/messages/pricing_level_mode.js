/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_ModeInputs */

const en_pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mode`)
};

const es_pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`modo`)
};

const en_xa2_pricing_level_mode = /** @type {(inputs: Pricing_Level_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱóðé ·]`)
};

/**
* | output |
* | --- |
* | "mode" |
*
* @param {Pricing_Level_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_mode = /** @type {((inputs?: Pricing_Level_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_mode(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_mode(inputs)
	return en_pricing_level_mode(inputs)
});