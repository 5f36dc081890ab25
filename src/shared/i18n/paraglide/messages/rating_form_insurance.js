/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_InsuranceInputs */

const en_rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insurance`)
};

const es_rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguro`)
};

const en_xa2_rating_form_insurance = /** @type {(inputs: Rating_Form_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñšúŕáñçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Rating_Form_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance = /** @type {((inputs?: Rating_Form_InsuranceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_InsuranceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_insurance(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_insurance(inputs)
	return en_rating_form_insurance(inputs)
});