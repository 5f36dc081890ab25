/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_BookInputs */

const en_rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const es_rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar`)
};

const en_xa2_rating_book = /** @type {(inputs: Rating_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ ·]`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Rating_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book = /** @type {((inputs?: Rating_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_book(inputs)
	if (locale === "en-XA") return en_xa2_rating_book(inputs)
	return en_rating_book(inputs)
});