/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Save_FailedInputs */

const en_pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the rule`)
};

const es_pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la regla`)
};

const en_xa2_pricing_rule_save_failed = /** @type {(inputs: Pricing_Rule_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ŕúļé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not save the rule" |
*
* @param {Pricing_Rule_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save_failed = /** @type {((inputs?: Pricing_Rule_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_save_failed(inputs)
	return en_pricing_rule_save_failed(inputs)
});