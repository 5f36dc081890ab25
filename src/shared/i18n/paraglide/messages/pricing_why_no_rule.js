/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Why_No_RuleInputs */

const en_pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No margin rule matches this rate: it sells at its buy price.`)
};

const es_pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna regla de margen coincide con esta tarifa: se vende a su precio de compra.`)
};

const en_xa2_pricing_why_no_rule = /** @type {(inputs: Pricing_Why_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕĝíñ ŕúļé ɱáţçĥéš ţĥíš ŕáţé: íţ šéļļš áţ íţš ƀúý þŕíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No margin rule matches this rate: it sells at its buy price." |
*
* @param {Pricing_Why_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_no_rule = /** @type {((inputs?: Pricing_Why_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_why_no_rule(inputs)
	if (locale === "en-XA") return en_xa2_pricing_why_no_rule(inputs)
	return en_pricing_why_no_rule(inputs)
});