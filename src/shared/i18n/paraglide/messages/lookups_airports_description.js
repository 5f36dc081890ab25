/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_DescriptionInputs */

const en_lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports by name, city or IATA code, for air rating and booking.`)
};

const es_lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuertos por nombre, ciudad o código IATA, para tarificar y reservar envíos aéreos.`)
};

const en_xa2_lookups_airports_description = /** @type {(inputs: Lookups_Airports_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš ƀý ñáɱé, çíţý óŕ ÍÁŢÁ çóðé, ƒóŕ áíŕ ŕáţíñĝ áñð ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Airports by name, city or IATA code, for air rating and booking." |
*
* @param {Lookups_Airports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_description = /** @type {((inputs?: Lookups_Airports_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_description(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_description(inputs)
	return en_lookups_airports_description(inputs)
});