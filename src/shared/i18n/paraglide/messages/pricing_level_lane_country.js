/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_Lane_CountryInputs */

const en_pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lane (countries)`)
};

const es_pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta (países)`)
};

const en_xa2_pricing_level_lane_country = /** @type {(inputs: Pricing_Level_Lane_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáñé (çóúñţŕíéš) ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "lane (countries)" |
*
* @param {Pricing_Level_Lane_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_country = /** @type {((inputs?: Pricing_Level_Lane_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_Lane_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_lane_country(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_lane_country(inputs)
	return en_pricing_level_lane_country(inputs)
});