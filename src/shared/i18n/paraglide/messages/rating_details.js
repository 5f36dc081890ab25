/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_DetailsInputs */

const en_rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const es_rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

const en_xa2_rating_details = /** @type {(inputs: Rating_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ·~]`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Rating_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details = /** @type {((inputs?: Rating_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_details(inputs)
	if (locale === "en-XA") return en_xa2_rating_details(inputs)
	return en_rating_details(inputs)
});