/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_PiecesInputs */

const en_rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pieces`)
};

const es_rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bultos`)
};

const en_xa2_rating_lines_pieces = /** @type {(inputs: Rating_Lines_PiecesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíéçéš ·~]`)
};

/**
* | output |
* | --- |
* | "Pieces" |
*
* @param {Rating_Lines_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces = /** @type {((inputs?: Rating_Lines_PiecesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_PiecesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_pieces(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_pieces(inputs)
	return en_rating_lines_pieces(inputs)
});