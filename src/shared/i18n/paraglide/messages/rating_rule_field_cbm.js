/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_CbmInputs */

const en_rating_rule_field_cbm = /** @type {(inputs: Rating_Rule_Field_CbmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`volume (CBM)`)
};

const es_rating_rule_field_cbm = /** @type {(inputs: Rating_Rule_Field_CbmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el volumen (CBM)`)
};

const en_xa2_rating_rule_field_cbm = /** @type {(inputs: Rating_Rule_Field_CbmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽóļúɱé (ÇƁṀ) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "volume (CBM)" |
*
* @param {Rating_Rule_Field_CbmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_cbm = /** @type {((inputs?: Rating_Rule_Field_CbmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_CbmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_cbm(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_cbm(inputs)
	return en_rating_rule_field_cbm(inputs)
});