/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Lookups_Ports_SearchingInputs */

const en_lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Searching ports for ${i?.searched}…`)
};

const es_lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando puertos para ${i?.searched}…`)
};

const en_xa2_lookups_ports_searching = /** @type {(inputs: Lookups_Ports_SearchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥíñĝ þóŕţš ƒóŕ ${i?.searched}… ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Searching ports for {searched}…" |
*
* @param {Lookups_Ports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_searching = /** @type {((inputs: Lookups_Ports_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Ports_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_ports_searching(inputs)
	if (locale === "en-XA") return en_xa2_lookups_ports_searching(inputs)
	return en_lookups_ports_searching(inputs)
});