/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Cargo_WeightInputs */

const en_rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo weight`)
};

const es_rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso de la carga`)
};

const en_xa2_rating_line_cargo_weight = /** @type {(inputs: Rating_Line_Cargo_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ŵéíĝĥţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Cargo weight" |
*
* @param {Rating_Line_Cargo_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_cargo_weight = /** @type {((inputs?: Rating_Line_Cargo_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Cargo_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_cargo_weight(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_cargo_weight(inputs)
	return en_rating_line_cargo_weight(inputs)
});