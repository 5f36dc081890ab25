/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Rating_Validity_Hours_MinutesInputs */

const en_rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const es_rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h ${i?.minutes} min`)
};

const en_xa2_rating_validity_hours_minutes = /** @type {(inputs: Rating_Validity_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ${i?.minutes} ɱíñ ·~]`)
};

/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Rating_Validity_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours_minutes = /** @type {((inputs: Rating_Validity_Hours_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Validity_Hours_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_validity_hours_minutes(inputs)
	if (locale === "en-XA") return en_xa2_rating_validity_hours_minutes(inputs)
	return en_rating_validity_hours_minutes(inputs)
});