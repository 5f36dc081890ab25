/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Pricing_Main_Rate_GoneInputs */

const en_pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rate ${i?.rate} is not kept on this desk any more: rate the shipment again.`)
};

const es_pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa ${i?.rate} ya no se conserva en este escritorio: tarifique el envío de nuevo.`)
};

const en_xa2_pricing_main_rate_gone = /** @type {(inputs: Pricing_Main_Rate_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ${i?.rate} íš ñóţ ķéþţ óñ ţĥíš ðéšķ áñý ɱóŕé: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again." |
*
* @param {Pricing_Main_Rate_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rate_gone = /** @type {((inputs: Pricing_Main_Rate_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rate_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_rate_gone(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_rate_gone(inputs)
	return en_pricing_main_rate_gone(inputs)
});