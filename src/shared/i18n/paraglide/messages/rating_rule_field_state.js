/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_StateInputs */

const en_rating_rule_field_state = /** @type {(inputs: Rating_Rule_Field_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`region code`)
};

const es_rating_rule_field_state = /** @type {(inputs: Rating_Rule_Field_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el código de región`)
};

const en_xa2_rating_rule_field_state = /** @type {(inputs: Rating_Rule_Field_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéĝíóñ çóðé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "region code" |
*
* @param {Rating_Rule_Field_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_state = /** @type {((inputs?: Rating_Rule_Field_StateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_StateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_state(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_state(inputs)
	return en_rating_rule_field_state(inputs)
});