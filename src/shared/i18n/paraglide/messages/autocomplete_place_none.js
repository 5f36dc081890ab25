/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Place_NoneInputs */

const en_autocomplete_place_none = /** @type {(inputs: Autocomplete_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No place found`)
};

const es_autocomplete_place_none = /** @type {(inputs: Autocomplete_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún lugar`)
};

const en_xa2_autocomplete_place_none = /** @type {(inputs: Autocomplete_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þļáçé ƒóúñð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No place found" |
*
* @param {Autocomplete_Place_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_place_none = /** @type {((inputs?: Autocomplete_Place_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Place_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_place_none(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_place_none(inputs)
	return en_autocomplete_place_none(inputs)
});