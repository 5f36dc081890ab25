/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_Lane_PortInputs */

const en_pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lane (ports)`)
};

const es_pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruta (puertos)`)
};

const en_xa2_pricing_level_lane_port = /** @type {(inputs: Pricing_Level_Lane_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáñé (þóŕţš) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "lane (ports)" |
*
* @param {Pricing_Level_Lane_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_port = /** @type {((inputs?: Pricing_Level_Lane_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_Lane_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_lane_port(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_lane_port(inputs)
	return en_pricing_level_lane_port(inputs)
});