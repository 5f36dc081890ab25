/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_Pieces_HintInputs */

const en_rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizes in cm and weight in kg, per piece.`)
};

const es_rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medidas en cm y peso en kg, por bulto.`)
};

const en_xa2_rating_lines_pieces_hint = /** @type {(inputs: Rating_Lines_Pieces_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šížéš íñ çɱ áñð ŵéíĝĥţ íñ ķĝ, þéŕ þíéçé. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sizes in cm and weight in kg, per piece." |
*
* @param {Rating_Lines_Pieces_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces_hint = /** @type {((inputs?: Rating_Lines_Pieces_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Pieces_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_pieces_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_pieces_hint(inputs)
	return en_rating_lines_pieces_hint(inputs)
});