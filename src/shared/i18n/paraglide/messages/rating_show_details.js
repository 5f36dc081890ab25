/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Show_DetailsInputs */

const en_rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show details`)
};

const es_rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar detalles`)
};

const en_xa2_rating_show_details = /** @type {(inputs: Rating_Show_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ðéţáíļš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Show details" |
*
* @param {Rating_Show_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_show_details = /** @type {((inputs?: Rating_Show_DetailsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Show_DetailsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_show_details(inputs)
	if (locale === "en-XA") return en_xa2_rating_show_details(inputs)
	return en_rating_show_details(inputs)
});