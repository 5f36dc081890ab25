/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_ReeferInputs */

const en_rating_rule_field_reefer = /** @type {(inputs: Rating_Rule_Field_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reefer flag`)
};

const es_rating_rule_field_reefer = /** @type {(inputs: Rating_Rule_Field_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la marca de contenedor refrigerado`)
};

const en_xa2_rating_rule_field_reefer = /** @type {(inputs: Rating_Rule_Field_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕééƒéŕ ƒļáĝ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "reefer flag" |
*
* @param {Rating_Rule_Field_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_reefer = /** @type {((inputs?: Rating_Rule_Field_ReeferInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_ReeferInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_reefer(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_reefer(inputs)
	return en_rating_rule_field_reefer(inputs)
});