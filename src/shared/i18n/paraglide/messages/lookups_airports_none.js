/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_NoneInputs */

const en_lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No airport found for ${i?.searched}`)
};

const es_lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró ningún aeropuerto para ${i?.searched}`)
};

const en_xa2_lookups_airports_none = /** @type {(inputs: Lookups_Airports_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó áíŕþóŕţ ƒóúñð ƒóŕ ${i?.searched} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No airport found for {searched}" |
*
* @param {Lookups_Airports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_none = /** @type {((inputs: Lookups_Airports_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_none(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_none(inputs)
	return en_lookups_airports_none(inputs)
});