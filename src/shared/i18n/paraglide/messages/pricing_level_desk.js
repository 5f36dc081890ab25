/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_DeskInputs */

const en_pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desk default`)
};

const es_pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`predeterminada`)
};

const en_xa2_pricing_level_desk = /** @type {(inputs: Pricing_Level_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéšķ ðéƒáúļţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "desk default" |
*
* @param {Pricing_Level_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_desk = /** @type {((inputs?: Pricing_Level_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_desk(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_desk(inputs)
	return en_pricing_level_desk(inputs)
});