/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_Col_IataInputs */

const en_lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA`)
};

const es_lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA`)
};

const en_xa2_lookups_airports_col_iata = /** @type {(inputs: Lookups_Airports_Col_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÍÁŢÁ ·]`)
};

/**
* | output |
* | --- |
* | "IATA" |
*
* @param {Lookups_Airports_Col_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_col_iata = /** @type {((inputs?: Lookups_Airports_Col_IataInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_Col_IataInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_col_iata(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_col_iata(inputs)
	return en_lookups_airports_col_iata(inputs)
});