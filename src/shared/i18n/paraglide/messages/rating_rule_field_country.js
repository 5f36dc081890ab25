/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_CountryInputs */

const en_rating_rule_field_country = /** @type {(inputs: Rating_Rule_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`country`)
};

const es_rating_rule_field_country = /** @type {(inputs: Rating_Rule_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el país`)
};

const en_xa2_rating_rule_field_country = /** @type {(inputs: Rating_Rule_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóúñţŕý ·~]`)
};

/**
* | output |
* | --- |
* | "country" |
*
* @param {Rating_Rule_Field_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_country = /** @type {((inputs?: Rating_Rule_Field_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_country(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_country(inputs)
	return en_rating_rule_field_country(inputs)
});