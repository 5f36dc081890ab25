/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rule_Form_ChangeInputs */

const en_pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change the rule ${i?.name}`)
};

const es_pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar la regla ${i?.name}`)
};

const en_xa2_pricing_rule_form_change = /** @type {(inputs: Pricing_Rule_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé ŕúļé ${i?.name} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Change the rule {name}" |
*
* @param {Pricing_Rule_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_change = /** @type {((inputs: Pricing_Rule_Form_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Form_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_form_change(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_form_change(inputs)
	return en_pricing_rule_form_change(inputs)
});