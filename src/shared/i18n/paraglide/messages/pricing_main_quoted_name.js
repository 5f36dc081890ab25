/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Quoted_NameInputs */

const en_pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”`)
};

const es_pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}»`)
};

const en_xa2_pricing_main_quoted_name = /** @type {(inputs: Pricing_Main_Quoted_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ]`)
};

/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Pricing_Main_Quoted_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quoted_name = /** @type {((inputs: Pricing_Main_Quoted_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Quoted_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_quoted_name(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_quoted_name(inputs)
	return en_pricing_main_quoted_name(inputs)
});