/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_CoordsInputs */

const en_field_word_coords = /** @type {(inputs: Field_Word_CoordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates`)
};

const es_field_word_coords = /** @type {(inputs: Field_Word_CoordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordenadas`)
};

const en_xa2_field_word_coords = /** @type {(inputs: Field_Word_CoordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóóŕðíñáţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Coordinates" |
*
* @param {Field_Word_CoordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_coords = /** @type {((inputs?: Field_Word_CoordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_CoordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_coords(inputs)
	if (locale === "en-XA") return en_xa2_field_word_coords(inputs)
	return en_field_word_coords(inputs)
});