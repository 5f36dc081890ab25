/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Rating_Validity_HoursInputs */

const en_rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

const es_rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

const en_xa2_rating_validity_hours = /** @type {(inputs: Rating_Validity_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ]`)
};

/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Rating_Validity_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours = /** @type {((inputs: Rating_Validity_HoursInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_HoursInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_hours(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_hours(inputs)
	return en_rating_validity_hours(inputs)
});