/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Airport_SearchingInputs */

const en_autocomplete_airport_searching = /** @type {(inputs: Autocomplete_Airport_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching airports…`)
};

const es_autocomplete_airport_searching = /** @type {(inputs: Autocomplete_Airport_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando aeropuertos…`)
};

const en_xa2_autocomplete_airport_searching = /** @type {(inputs: Autocomplete_Airport_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ áíŕþóŕţš… ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Searching airports…" |
*
* @param {Autocomplete_Airport_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_searching = /** @type {((inputs?: Autocomplete_Airport_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Airport_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_airport_searching(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_airport_searching(inputs)
	return en_autocomplete_airport_searching(inputs)
});