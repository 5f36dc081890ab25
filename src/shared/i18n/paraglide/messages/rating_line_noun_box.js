/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Noun_BoxInputs */

const en_rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`box`)
};

const es_rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`caja`)
};

const en_xa2_rating_line_noun_box = /** @type {(inputs: Rating_Line_Noun_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀóẋ ·]`)
};

/**
* | output |
* | --- |
* | "box" |
*
* @param {Rating_Line_Noun_BoxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_box = /** @type {((inputs?: Rating_Line_Noun_BoxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_BoxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_noun_box(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_noun_box(inputs)
	return en_rating_line_noun_box(inputs)
});