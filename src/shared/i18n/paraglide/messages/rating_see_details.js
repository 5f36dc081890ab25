/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ note: NonNullable<unknown> }} Rating_See_DetailsInputs */

const en_rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.note} · see Details`)
};

const es_rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.note} · vea Detalles`)
};

const en_xa2_rating_see_details = /** @type {(inputs: Rating_See_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.note} · šéé Ðéţáíļš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{note} · see Details" |
*
* @param {Rating_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_see_details = /** @type {((inputs: Rating_See_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_See_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_see_details(inputs)
	if (locale === "en-XA") return en_xa2_rating_see_details(inputs)
	return en_rating_see_details(inputs)
});