/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Main_Rule_GoneInputs */

const en_pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This rule is no longer on this desk: it was deleted meanwhile.`)
};

const es_pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta regla ya no está en este escritorio: se eliminó mientras tanto.`)
};

const en_xa2_pricing_main_rule_gone = /** @type {(inputs: Pricing_Main_Rule_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕúļé íš ñó ļóñĝéŕ óñ ţĥíš ðéšķ: íţ ŵáš ðéļéţéð ɱéáñŵĥíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This rule is no longer on this desk: it was deleted meanwhile." |
*
* @param {Pricing_Main_Rule_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_gone = /** @type {((inputs?: Pricing_Main_Rule_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rule_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_rule_gone(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_rule_gone(inputs)
	return en_pricing_main_rule_gone(inputs)
});