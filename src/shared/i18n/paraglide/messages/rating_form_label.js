/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Rating_Form_LabelInputs */

const en_rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mode} rating`)
};

const es_rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarificación: ${i?.mode}`)
};

const en_xa2_rating_form_label = /** @type {(inputs: Rating_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.mode} ŕáţíñĝ ·~]`)
};

/**
* | output |
* | --- |
* | "{mode} rating" |
*
* @param {Rating_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_label = /** @type {((inputs: Rating_Form_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_label(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_label(inputs)
	return en_rating_form_label(inputs)
});