/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_TakenInputs */

const en_pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is already a customer of this desk.`)
};

const es_pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya es un cliente de este escritorio.`)
};

const en_xa2_pricing_main_customer_taken = /** @type {(inputs: Pricing_Main_Customer_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš áļŕéáðý á çúšţóɱéŕ óƒ ţĥíš ðéšķ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "“{name}” is already a customer of this desk." |
*
* @param {Pricing_Main_Customer_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken = /** @type {((inputs: Pricing_Main_Customer_TakenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_TakenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_customer_taken(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_customer_taken(inputs)
	return en_pricing_main_customer_taken(inputs)
});