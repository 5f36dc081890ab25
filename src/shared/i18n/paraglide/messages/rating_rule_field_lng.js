/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_LngInputs */

const en_rating_rule_field_lng = /** @type {(inputs: Rating_Rule_Field_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`longitude`)
};

const es_rating_rule_field_lng = /** @type {(inputs: Rating_Rule_Field_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la longitud`)
};

const en_xa2_rating_rule_field_lng = /** @type {(inputs: Rating_Rule_Field_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļóñĝíţúðé ·~ ]`)
};

/**
* | output |
* | --- |
* | "longitude" |
*
* @param {Rating_Rule_Field_LngInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_lng = /** @type {((inputs?: Rating_Rule_Field_LngInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_LngInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_lng(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_lng(inputs)
	return en_rating_rule_field_lng(inputs)
});