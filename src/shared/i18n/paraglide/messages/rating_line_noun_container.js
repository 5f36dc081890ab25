/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Noun_ContainerInputs */

const en_rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`container`)
};

const es_rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contenedor`)
};

const en_xa2_rating_line_noun_container = /** @type {(inputs: Rating_Line_Noun_ContainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóñţáíñéŕ ·~ ]`)
};

/**
* | output |
* | --- |
* | "container" |
*
* @param {Rating_Line_Noun_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_container = /** @type {((inputs?: Rating_Line_Noun_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Noun_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_noun_container(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_noun_container(inputs)
	return en_rating_line_noun_container(inputs)
});