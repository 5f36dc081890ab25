/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Port_SearchingInputs */

const en_autocomplete_port_searching = /** @type {(inputs: Autocomplete_Port_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching ports…`)
};

const es_autocomplete_port_searching = /** @type {(inputs: Autocomplete_Port_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando puertos…`)
};

const en_xa2_autocomplete_port_searching = /** @type {(inputs: Autocomplete_Port_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þóŕţš… ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Searching ports…" |
*
* @param {Autocomplete_Port_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_searching = /** @type {((inputs?: Autocomplete_Port_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Port_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_port_searching(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_port_searching(inputs)
	return en_autocomplete_port_searching(inputs)
});