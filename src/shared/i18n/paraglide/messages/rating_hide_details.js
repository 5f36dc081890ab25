/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Hide_DetailsInputs */

const en_rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide details`)
};

const es_rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar detalles`)
};

const en_xa2_rating_hide_details = /** @type {(inputs: Rating_Hide_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ðéţáíļš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Hide details" |
*
* @param {Rating_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hide_details = /** @type {((inputs?: Rating_Hide_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hide_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_hide_details(inputs)
	if (locale === "en-XA") return en_xa2_rating_hide_details(inputs)
	return en_rating_hide_details(inputs)
});