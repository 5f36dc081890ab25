/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_SuggestionsInputs */

const en_autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions`)
};

const es_autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerencias`)
};

const en_xa2_autocomplete_suggestions = /** @type {(inputs: Autocomplete_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúĝĝéšţíóñš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions = /** @type {((inputs?: Autocomplete_SuggestionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SuggestionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_suggestions(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_suggestions(inputs)
	return en_autocomplete_suggestions(inputs)
});