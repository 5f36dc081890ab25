/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_LatInputs */

const en_rating_rule_field_lat = /** @type {(inputs: Rating_Rule_Field_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`latitude`)
};

const es_rating_rule_field_lat = /** @type {(inputs: Rating_Rule_Field_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la latitud`)
};

const en_xa2_rating_rule_field_lat = /** @type {(inputs: Rating_Rule_Field_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáţíţúðé ·~ ]`)
};

/**
* | output |
* | --- |
* | "latitude" |
*
* @param {Rating_Rule_Field_LatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_lat = /** @type {((inputs?: Rating_Rule_Field_LatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_LatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_lat(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_lat(inputs)
	return en_rating_rule_field_lat(inputs)
});