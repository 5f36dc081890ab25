/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_No_RuleInputs */

const en_quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no rule`)
};

const es_quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin regla`)
};

const en_xa2_quotes_no_rule = /** @type {(inputs: Quotes_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕúļé ·~]`)
};

/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Quotes_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_rule = /** @type {((inputs?: Quotes_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_no_rule(inputs)
	if (locale === "en-XA") return en_xa2_quotes_no_rule(inputs)
	return en_quotes_no_rule(inputs)
});