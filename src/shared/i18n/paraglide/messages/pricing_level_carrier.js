/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Level_CarrierInputs */

const en_pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`carrier`)
};

const es_pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transportista`)
};

const en_xa2_pricing_level_carrier = /** @type {(inputs: Pricing_Level_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕŕíéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "carrier" |
*
* @param {Pricing_Level_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_carrier = /** @type {((inputs?: Pricing_Level_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_level_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pricing_level_carrier(inputs)
	return en_pricing_level_carrier(inputs)
});