/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_BookInputs */

const en_quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const es_quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar`)
};

const en_xa2_quotes_book = /** @type {(inputs: Quotes_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķ ·]`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Quotes_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_book = /** @type {((inputs?: Quotes_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_book(inputs)
	if (locale === "en-XA") return en_xa2_quotes_book(inputs)
	return en_quotes_book(inputs)
});