/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Chosen_Customer_GoneInputs */

const en_pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The customer chosen is no longer on this desk: pick one again.`)
};

const es_pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cliente elegido ya no está en este escritorio: elija uno de nuevo.`)
};

const en_xa2_pricing_main_chosen_customer_gone = /** @type {(inputs: Pricing_Main_Chosen_Customer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çúšţóɱéŕ çĥóšéñ íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ: þíçķ óñé áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The customer chosen is no longer on this desk: pick one again." |
*
* @param {Pricing_Main_Chosen_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_chosen_customer_gone = /** @type {((inputs?: Pricing_Main_Chosen_Customer_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Chosen_Customer_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_chosen_customer_gone(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_chosen_customer_gone(inputs)
	return en_pricing_main_chosen_customer_gone(inputs)
});