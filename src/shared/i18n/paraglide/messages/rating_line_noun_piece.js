/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Noun_PieceInputs */

const en_rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`piece`)
};

const es_rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bulto`)
};

const en_xa2_rating_line_noun_piece = /** @type {(inputs: Rating_Line_Noun_PieceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þíéçé ·]`)
};

/**
* | output |
* | --- |
* | "piece" |
*
* @param {Rating_Line_Noun_PieceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_piece = /** @type {((inputs?: Rating_Line_Noun_PieceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_PieceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_noun_piece(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_noun_piece(inputs)
	return en_rating_line_noun_piece(inputs)
});