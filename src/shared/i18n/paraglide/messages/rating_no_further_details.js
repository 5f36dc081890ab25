/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_No_Further_DetailsInputs */

const en_rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The carrier gave no further details.`)
};

const es_rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El transportista no dio más detalles.`)
};

const en_xa2_rating_no_further_details = /** @type {(inputs: Rating_No_Further_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ĝáṽé ñó ƒúŕţĥéŕ ðéţáíļš. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The carrier gave no further details." |
*
* @param {Rating_No_Further_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_further_details = /** @type {((inputs?: Rating_No_Further_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_No_Further_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_no_further_details(inputs)
	if (locale === "en-XA") return en_xa2_rating_no_further_details(inputs)
	return en_rating_no_further_details(inputs)
});