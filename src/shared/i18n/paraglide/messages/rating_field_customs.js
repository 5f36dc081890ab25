/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_CustomsInputs */

const en_rating_field_customs = /** @type {(inputs: Rating_Field_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`customs clearance`)
};

const es_rating_field_customs = /** @type {(inputs: Rating_Field_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el despacho de aduana`)
};

const en_xa2_rating_field_customs = /** @type {(inputs: Rating_Field_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúšţóɱš çļéáŕáñçé ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "customs clearance" |
*
* @param {Rating_Field_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_customs = /** @type {((inputs?: Rating_Field_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_customs(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_customs(inputs)
	return en_rating_field_customs(inputs)
});