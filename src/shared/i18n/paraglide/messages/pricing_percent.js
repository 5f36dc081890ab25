/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Pricing_PercentInputs */

const en_pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} %`)
};

const es_pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} %`)
};

const en_xa2_pricing_percent = /** @type {(inputs: Pricing_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.percent} % ]`)
};

/**
* | output |
* | --- |
* | "{percent} %" |
*
* @param {Pricing_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percent = /** @type {((inputs: Pricing_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_percent(inputs)
	if (locale === "en-XA") return en_xa2_pricing_percent(inputs)
	return en_pricing_percent(inputs)
});