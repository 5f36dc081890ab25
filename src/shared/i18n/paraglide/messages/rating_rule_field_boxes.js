/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_BoxesInputs */

const en_rating_rule_field_boxes = /** @type {(inputs: Rating_Rule_Field_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`boxes`)
};

const es_rating_rule_field_boxes = /** @type {(inputs: Rating_Rule_Field_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cajas`)
};

const en_xa2_rating_rule_field_boxes = /** @type {(inputs: Rating_Rule_Field_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀóẋéš ·]`)
};

/**
* | output |
* | --- |
* | "boxes" |
*
* @param {Rating_Rule_Field_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_boxes = /** @type {((inputs?: Rating_Rule_Field_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_boxes(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_boxes(inputs)
	return en_rating_rule_field_boxes(inputs)
});