/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Unknown_No_Amount_InInputs */

const en_pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This rate has no amount in ${i?.currency}.`)
};

const es_pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta tarifa no tiene importe en ${i?.currency}.`)
};

const en_xa2_pricing_unknown_no_amount_in = /** @type {(inputs: Pricing_Unknown_No_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕáţé ĥáš ñó áɱóúñţ íñ ${i?.currency}. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "This rate has no amount in {currency}." |
*
* @param {Pricing_Unknown_No_Amount_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_amount_in = /** @type {((inputs: Pricing_Unknown_No_Amount_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_Amount_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_no_amount_in(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_no_amount_in(inputs)
	return en_pricing_unknown_no_amount_in(inputs)
});