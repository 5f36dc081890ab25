/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Place_SearchingInputs */

const en_autocomplete_place_searching = /** @type {(inputs: Autocomplete_Place_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching places…`)
};

const es_autocomplete_place_searching = /** @type {(inputs: Autocomplete_Place_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando lugares…`)
};

const en_xa2_autocomplete_place_searching = /** @type {(inputs: Autocomplete_Place_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þļáçéš… ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Searching places…" |
*
* @param {Autocomplete_Place_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_place_searching = /** @type {((inputs?: Autocomplete_Place_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Place_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_place_searching(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_place_searching(inputs)
	return en_autocomplete_place_searching(inputs)
});