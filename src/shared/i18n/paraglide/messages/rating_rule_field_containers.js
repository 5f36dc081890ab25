/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_ContainersInputs */

const en_rating_rule_field_containers = /** @type {(inputs: Rating_Rule_Field_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`containers`)
};

const es_rating_rule_field_containers = /** @type {(inputs: Rating_Rule_Field_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los contenedores`)
};

const en_xa2_rating_rule_field_containers = /** @type {(inputs: Rating_Rule_Field_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóñţáíñéŕš ·~ ]`)
};

/**
* | output |
* | --- |
* | "containers" |
*
* @param {Rating_Rule_Field_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_containers = /** @type {((inputs?: Rating_Rule_Field_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_containers(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_containers(inputs)
	return en_rating_rule_field_containers(inputs)
});