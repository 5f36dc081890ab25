/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_OlderInputs */

const en_pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is as specific as ${i?.names} and wins as the older rule.`)
};

const es_pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es tan específica como ${i?.names} y gana por ser la regla más antigua.`)
};

const en_xa2_pricing_why_older = /** @type {(inputs: Pricing_Why_OlderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ íš áš šþéçíƒíç áš ${i?.names} áñð ŵíñš áš ţĥé óļðéŕ ŕúļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as the older rule." |
*
* @param {Pricing_Why_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_older = /** @type {((inputs: Pricing_Why_OlderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_OlderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_why_older(inputs)
	if (locale === "en-XA") return en_xa2_pricing_why_older(inputs)
	return en_pricing_why_older(inputs)
});