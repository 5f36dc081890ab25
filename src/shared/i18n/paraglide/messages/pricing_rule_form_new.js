/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Form_NewInputs */

const en_pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New margin rule`)
};

const es_pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva regla de margen`)
};

const en_xa2_pricing_rule_form_new = /** @type {(inputs: Pricing_Rule_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ɱáŕĝíñ ŕúļé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "New margin rule" |
*
* @param {Pricing_Rule_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_new = /** @type {((inputs?: Pricing_Rule_Form_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Form_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_form_new(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_form_new(inputs)
	return en_pricing_rule_form_new(inputs)
});