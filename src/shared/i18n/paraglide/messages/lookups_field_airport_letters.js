/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Field_Airport_LettersInputs */

const en_lookups_field_airport_letters = /** @type {(inputs: Lookups_Field_Airport_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a name, city or IATA code`)
};

const es_lookups_field_airport_letters = /** @type {(inputs: Lookups_Field_Airport_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 letras de un nombre, una ciudad o un código IATA`)
};

const en_xa2_lookups_field_airport_letters = /** @type {(inputs: Lookups_Field_Airport_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 ļéţţéŕš óƒ á ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Field_Airport_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_airport_letters = /** @type {((inputs?: Lookups_Field_Airport_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Field_Airport_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_field_airport_letters(inputs)
	if (locale === "en-XA") return en_xa2_lookups_field_airport_letters(inputs)
	return en_lookups_field_airport_letters(inputs)
});