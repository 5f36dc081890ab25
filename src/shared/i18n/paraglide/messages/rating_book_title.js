/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Book_TitleInputs */

const en_rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this rate as a quote if it is not, and open its booking form`)
};

const es_rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda esta tarifa como cotización si no lo está y abre su formulario de reserva`)
};

const en_xa2_rating_book_title = /** @type {(inputs: Rating_Book_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ţĥíš ŕáţé áš á ǫúóţé íƒ íţ íš ñóţ, áñð óþéñ íţš ƀóóķíñĝ ƒóŕɱ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Save this rate as a quote if it is not, and open its booking form" |
*
* @param {Rating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_title = /** @type {((inputs?: Rating_Book_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Book_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_book_title(inputs)
	if (locale === "en-XA") return en_xa2_rating_book_title(inputs)
	return en_rating_book_title(inputs)
});