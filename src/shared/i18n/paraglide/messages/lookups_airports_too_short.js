/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_Too_ShortInputs */

const en_lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type at least 2 letters of a name, city or IATA code`)
};

const es_lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba al menos 2 letras de un nombre, una ciudad o un código IATA`)
};

const en_xa2_lookups_airports_too_short = /** @type {(inputs: Lookups_Airports_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé áţ ļéášţ 2 ļéţţéŕš óƒ á ñáɱé, çíţý óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Airports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_too_short = /** @type {((inputs?: Lookups_Airports_Too_ShortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_Too_ShortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_too_short(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_too_short(inputs)
	return en_lookups_airports_too_short(inputs)
});