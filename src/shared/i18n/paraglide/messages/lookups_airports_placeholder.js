/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_PlaceholderInputs */

const en_lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. BCN, Frankfurt, Heathrow`)
};

const es_lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. BCN, Fráncfort, Heathrow`)
};

const en_xa2_lookups_airports_placeholder = /** @type {(inputs: Lookups_Airports_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ƁÇÑ, Ƒŕáñķƒúŕţ, Ĥéáţĥŕóŵ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "e.g. BCN, Frankfurt, Heathrow" |
*
* @param {Lookups_Airports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_placeholder = /** @type {((inputs?: Lookups_Airports_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_placeholder(inputs)
	return en_lookups_airports_placeholder(inputs)
});