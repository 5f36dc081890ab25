/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_End_OriginInputs */

const en_rating_rule_end_origin = /** @type {(inputs: Rating_Rule_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`origin`)
};

const es_rating_rule_end_origin = /** @type {(inputs: Rating_Rule_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`origen`)
};

const en_xa2_rating_rule_end_origin = /** @type {(inputs: Rating_Rule_End_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕíĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "origin" |
*
* @param {Rating_Rule_End_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_end_origin = /** @type {((inputs?: Rating_Rule_End_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_End_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_end_origin(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_end_origin(inputs)
	return en_rating_rule_end_origin(inputs)
});