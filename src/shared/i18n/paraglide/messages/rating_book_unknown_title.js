/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Book_Unknown_TitleInputs */

const en_rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The save’s outcome is unknown: check Quotes before booking`)
};

const es_rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se sabe si se guardó: mire Cotizaciones antes de reservar`)
};

const en_xa2_rating_book_unknown_title = /** @type {(inputs: Rating_Book_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šáṽé’š óúţçóɱé íš úñķñóŵñ: çĥéçķ Ǫúóţéš ƀéƒóŕé ƀóóķíñĝ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The save’s outcome is unknown: check Quotes before booking" |
*
* @param {Rating_Book_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_unknown_title = /** @type {((inputs?: Rating_Book_Unknown_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Book_Unknown_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_book_unknown_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_book_unknown_title(inputs)
	return en_rating_book_unknown_title(inputs)
});