/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Why_OnlyInputs */

const en_pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” applies: a ${i?.level} rule, the only one that matches.`)
};

const es_pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aplica «${i?.name}»: una regla de ${i?.level}, la única que coincide.`)
};

const en_xa2_pricing_why_only = /** @type {(inputs: Pricing_Why_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” áþþļíéš: á ${i?.level} ŕúļé, ţĥé óñļý óñé ţĥáţ ɱáţçĥéš. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the only one that matches." |
*
* @param {Pricing_Why_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_only = /** @type {((inputs: Pricing_Why_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_why_only(inputs)
	if (locale === "en-XA") return en_xa2_pricing_why_only(inputs)
	return en_pricing_why_only(inputs)
});