/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Airports_SearchingInputs */

const en_lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching airports for ${i?.searched}…`)
};

const es_lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando aeropuertos para ${i?.searched}…`)
};

const en_xa2_lookups_airports_searching = /** @type {(inputs: Lookups_Airports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ áíŕþóŕţš ƒóŕ ${i?.searched}… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Searching airports for {searched}…" |
*
* @param {Lookups_Airports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_searching = /** @type {((inputs: Lookups_Airports_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_searching(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_searching(inputs)
	return en_lookups_airports_searching(inputs)
});