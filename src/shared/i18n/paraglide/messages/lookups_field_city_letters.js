/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Field_City_LettersInputs */

const en_lookups_field_city_letters = /** @type {(inputs: Lookups_Field_City_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a city name`)
};

const es_lookups_field_city_letters = /** @type {(inputs: Lookups_Field_City_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 letras del nombre de una ciudad`)
};

const en_xa2_lookups_field_city_letters = /** @type {(inputs: Lookups_Field_City_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 ļéţţéŕš óƒ á çíţý ñáɱé ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Type at least 2 letters of a city name" |
*
* @param {Lookups_Field_City_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_city_letters = /** @type {((inputs?: Lookups_Field_City_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Field_City_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_field_city_letters(inputs)
	if (locale === "en-XA") return en_xa2_lookups_field_city_letters(inputs)
	return en_lookups_field_city_letters(inputs)
});