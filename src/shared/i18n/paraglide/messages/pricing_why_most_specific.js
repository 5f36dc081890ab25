/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown>, count: NonNullable<unknown> }} Pricing_Why_Most_SpecificInputs */

const en_pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” applies: a ${i?.level} rule, the most specific of ${i?.count} that match.`)
};

const es_pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aplica «${i?.name}»: una regla de ${i?.level}, la más específica de las ${i?.count} que coinciden.`)
};

const en_xa2_pricing_why_most_specific = /** @type {(inputs: Pricing_Why_Most_SpecificInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” áþþļíéš: á ${i?.level} ŕúļé, ţĥé ɱóšţ šþéçíƒíç óƒ ${i?.count} ţĥáţ ɱáţçĥ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the most specific of {count} that match." |
*
* @param {Pricing_Why_Most_SpecificInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_most_specific = /** @type {((inputs: Pricing_Why_Most_SpecificInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_Most_SpecificInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_why_most_specific(inputs)
	if (locale === "en-XA") return en_xa2_pricing_why_most_specific(inputs)
	return en_pricing_why_most_specific(inputs)
});