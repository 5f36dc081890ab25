/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Note_No_RuleInputs */

const en_rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no rule`)
};

const es_rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin regla`)
};

const en_xa2_rating_margin_note_no_rule = /** @type {(inputs: Rating_Margin_Note_No_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ŕúļé ·~]`)
};

/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Rating_Margin_Note_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_no_rule = /** @type {((inputs?: Rating_Margin_Note_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Note_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_note_no_rule(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_note_no_rule(inputs)
	return en_rating_margin_note_no_rule(inputs)
});