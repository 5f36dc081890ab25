/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Rating_Validity_MinutesInputs */

const en_rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const es_rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const en_xa2_rating_validity_minutes = /** @type {(inputs: Rating_Validity_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.minutes} ɱíñ ·]`)
};

/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Rating_Validity_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_minutes = /** @type {((inputs: Rating_Validity_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_minutes(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_minutes(inputs)
	return en_rating_validity_minutes(inputs)
});