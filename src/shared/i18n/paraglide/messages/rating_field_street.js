/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_StreetInputs */

const en_rating_field_street = /** @type {(inputs: Rating_Field_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`street`)
};

const es_rating_field_street = /** @type {(inputs: Rating_Field_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la calle`)
};

const en_xa2_rating_field_street = /** @type {(inputs: Rating_Field_StreetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţŕééţ ·~]`)
};

/**
* | output |
* | --- |
* | "street" |
*
* @param {Rating_Field_StreetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_street = /** @type {((inputs?: Rating_Field_StreetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_StreetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_street(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_street(inputs)
	return en_rating_field_street(inputs)
});