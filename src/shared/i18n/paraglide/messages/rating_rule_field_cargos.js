/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_CargosInputs */

const en_rating_rule_field_cargos = /** @type {(inputs: Rating_Rule_Field_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargos`)
};

const es_rating_rule_field_cargos = /** @type {(inputs: Rating_Rule_Field_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cargas`)
};

const en_xa2_rating_rule_field_cargos = /** @type {(inputs: Rating_Rule_Field_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕĝóš ·~]`)
};

/**
* | output |
* | --- |
* | "cargos" |
*
* @param {Rating_Rule_Field_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_cargos = /** @type {((inputs?: Rating_Rule_Field_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_cargos(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_cargos(inputs)
	return en_rating_rule_field_cargos(inputs)
});