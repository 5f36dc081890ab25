/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Pick_CustomerInputs */

const en_pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a customer of this desk`)
};

const es_pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un cliente de este escritorio`)
};

const en_xa2_pricing_main_pick_customer = /** @type {(inputs: Pricing_Main_Pick_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á çúšţóɱéŕ óƒ ţĥíš ðéšķ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Pick a customer of this desk" |
*
* @param {Pricing_Main_Pick_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_pick_customer = /** @type {((inputs?: Pricing_Main_Pick_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Pick_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_pick_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_pick_customer(inputs)
	return en_pricing_main_pick_customer(inputs)
});