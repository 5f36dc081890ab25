/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Go_RatingInputs */

const en_quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Rating`)
};

const es_quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a Tarificar`)
};

const en_xa2_quotes_go_rating = /** @type {(inputs: Quotes_Go_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ţó Ŕáţíñĝ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Go to Rating" |
*
* @param {Quotes_Go_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_go_rating = /** @type {((inputs?: Quotes_Go_RatingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Go_RatingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_go_rating(inputs)
	if (locale === "en-XA") return en_xa2_quotes_go_rating(inputs)
	return en_quotes_go_rating(inputs)
});