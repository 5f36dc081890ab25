/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_Search_FailedInputs */

const en_lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airport search failed`)
};

const es_lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de aeropuertos falló`)
};

const en_xa2_lookups_airports_search_failed = /** @type {(inputs: Lookups_Airports_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áíŕþóŕţ šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The airport search failed" |
*
* @param {Lookups_Airports_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_search_failed = /** @type {((inputs?: Lookups_Airports_Search_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_Search_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_search_failed(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_search_failed(inputs)
	return en_lookups_airports_search_failed(inputs)
});