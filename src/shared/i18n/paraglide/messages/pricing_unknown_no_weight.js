/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_No_WeightInputs */

const en_pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds an amount per kilogram, and the request gives no weight.`)
};

const es_pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla añade un importe por kilo, y la solicitud no indica el peso.`)
};

const en_xa2_pricing_unknown_no_weight = /** @type {(inputs: Pricing_Unknown_No_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš áñ áɱóúñţ þéŕ ķíļóĝŕáɱ, áñð ţĥé ŕéǫúéšţ ĝíṽéš ñó ŵéíĝĥţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rule adds an amount per kilogram, and the request gives no weight." |
*
* @param {Pricing_Unknown_No_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_weight = /** @type {((inputs?: Pricing_Unknown_No_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_no_weight(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_no_weight(inputs)
	return en_pricing_unknown_no_weight(inputs)
});