/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rules_DescriptionInputs */

const en_pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s default. Between equal rules the older one wins.`)
};

const es_pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla más específica que coincide con una tarifa le pone precio: cliente, luego ruta (puertos, luego países), transportista, modo, y una regla sin condiciones como la predeterminada. Entre reglas iguales gana la más antigua.`)
};

const en_xa2_pricing_rules_description = /** @type {(inputs: Pricing_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱóšţ šþéçíƒíç ŕúļé ţĥáţ ɱáţçĥéš á ŕáţé þŕíçéš íţ: çúšţóɱéŕ, ţĥéñ ļáñé (þóŕţš, ţĥéñ çóúñţŕíéš), çáŕŕíéŕ, ɱóðé, áñð á ŕúļé ŵíţĥ ñó çóñðíţíóñ áš ţĥé ðéšķ’š ðéƒáúļţ. Ɓéţŵééñ éǫúáļ ŕúļéš ţĥé óļðéŕ óñé ŵíñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s ..." |
*
* @param {Pricing_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_description = /** @type {((inputs?: Pricing_Rules_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rules_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rules_description(inputs)
	return en_pricing_rules_description(inputs)
});