/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Field_Place_CharactersInputs */

const en_lookups_field_place_characters = /** @type {(inputs: Lookups_Field_Place_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 characters of a city or postal code`)
};

const es_lookups_field_place_characters = /** @type {(inputs: Lookups_Field_Place_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 caracteres de una ciudad o un código postal`)
};

const en_xa2_lookups_field_place_characters = /** @type {(inputs: Lookups_Field_Place_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 çĥáŕáçţéŕš óƒ á çíţý óŕ þóšţáļ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Field_Place_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_field_place_characters = /** @type {((inputs?: Lookups_Field_Place_CharactersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Field_Place_CharactersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_field_place_characters(inputs)
	if (locale === "en-XA") return en_xa2_lookups_field_place_characters(inputs)
	return en_lookups_field_place_characters(inputs)
});