/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_TiltableInputs */

const en_rating_field_tiltable = /** @type {(inputs: Rating_Field_TiltableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tiltable flag`)
};

const es_rating_field_tiltable = /** @type {(inputs: Rating_Field_TiltableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la marca de basculable`)
};

const en_xa2_rating_field_tiltable = /** @type {(inputs: Rating_Field_TiltableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţíļţáƀļé ƒļáĝ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "tiltable flag" |
*
* @param {Rating_Field_TiltableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_tiltable = /** @type {((inputs?: Rating_Field_TiltableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_TiltableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_tiltable(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_tiltable(inputs)
	return en_rating_field_tiltable(inputs)
});