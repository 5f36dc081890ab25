/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_DestinationInputs */

const en_rating_rule_field_destination = /** @type {(inputs: Rating_Rule_Field_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`destination`)
};

const es_rating_rule_field_destination = /** @type {(inputs: Rating_Rule_Field_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el destino`)
};

const en_xa2_rating_rule_field_destination = /** @type {(inputs: Rating_Rule_Field_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéšţíñáţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "destination" |
*
* @param {Rating_Rule_Field_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_destination = /** @type {((inputs?: Rating_Rule_Field_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_destination(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_destination(inputs)
	return en_rating_rule_field_destination(inputs)
});