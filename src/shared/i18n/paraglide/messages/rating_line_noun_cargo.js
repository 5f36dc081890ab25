/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Noun_CargoInputs */

const en_rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cargo line`)
};

const es_rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`línea de carga`)
};

const en_xa2_rating_line_noun_cargo = /** @type {(inputs: Rating_Line_Noun_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕĝó ļíñé ·~ ]`)
};

/**
* | output |
* | --- |
* | "cargo line" |
*
* @param {Rating_Line_Noun_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_cargo = /** @type {((inputs?: Rating_Line_Noun_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_noun_cargo(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_noun_cargo(inputs)
	return en_rating_line_noun_cargo(inputs)
});