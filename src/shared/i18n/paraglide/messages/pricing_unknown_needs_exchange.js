/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown>, theirs: NonNullable<unknown> }} Pricing_Unknown_Needs_ExchangeInputs */

const en_pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rule’s amounts are in ${i?.rule} and this rate is in ${i?.theirs}: give a rate of exchange from ${i?.rule} for this quote, or set the margin by hand.`)
};

const es_pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los importes de la regla están en ${i?.rule} y esta tarifa está en ${i?.theirs}: indique un tipo de cambio desde ${i?.rule} para esta cotización, o fije el margen a mano.`)
};

const en_xa2_pricing_unknown_needs_exchange = /** @type {(inputs: Pricing_Unknown_Needs_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé’š áɱóúñţš áŕé íñ ${i?.rule} áñð ţĥíš ŕáţé íš íñ ${i?.theirs}: ĝíṽé á ŕáţé óƒ éẋçĥáñĝé ƒŕóɱ ${i?.rule} ƒóŕ ţĥíš ǫúóţé, óŕ šéţ ţĥé ɱáŕĝíñ ƀý ĥáñð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rule’s amounts are in {rule} and this rate is in {theirs}: give a rate of exchange from {rule} for this quote, or set the margin by hand." |
*
* @param {Pricing_Unknown_Needs_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_needs_exchange = /** @type {((inputs: Pricing_Unknown_Needs_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Needs_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_needs_exchange(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_needs_exchange(inputs)
	return en_pricing_unknown_needs_exchange(inputs)
});