/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Form_RequiredInputs */

const en_rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is required`)
};

const es_rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: obligatorio`)
};

const en_xa2_rating_form_required = /** @type {(inputs: Rating_Form_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Rating_Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_required = /** @type {((inputs: Rating_Form_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_required(inputs)
	return en_rating_form_required(inputs)
});