/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */

const en_autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching for “${i?.searched}”…`)
};

const es_autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando «${i?.searched}»…`)
};

const en_xa2_autocomplete_searching = /** @type {(inputs: Autocomplete_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ ƒóŕ “${i?.searched}”… ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching = /** @type {((inputs: Autocomplete_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_searching(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_searching(inputs)
	return en_autocomplete_searching(inputs)
});