/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_InsuranceInputs */

const en_rating_field_insurance = /** @type {(inputs: Rating_Field_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`insurance`)
};

const es_rating_field_insurance = /** @type {(inputs: Rating_Field_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el seguro`)
};

const en_xa2_rating_field_insurance = /** @type {(inputs: Rating_Field_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íñšúŕáñçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "insurance" |
*
* @param {Rating_Field_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_insurance = /** @type {((inputs?: Rating_Field_InsuranceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_InsuranceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_insurance(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_insurance(inputs)
	return en_rating_field_insurance(inputs)
});