/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Back_To_RuleInputs */

const en_rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the rule`)
};

const es_rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la regla`)
};

const en_xa2_rating_margin_back_to_rule = /** @type {(inputs: Rating_Margin_Back_To_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ţĥé ŕúļé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Back to the rule" |
*
* @param {Rating_Margin_Back_To_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_back_to_rule = /** @type {((inputs?: Rating_Margin_Back_To_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Back_To_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_back_to_rule(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_back_to_rule(inputs)
	return en_rating_margin_back_to_rule(inputs)
});