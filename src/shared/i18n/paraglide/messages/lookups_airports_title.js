/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_TitleInputs */

const en_lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airports`)
};

const es_lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuertos`)
};

const en_xa2_lookups_airports_title = /** @type {(inputs: Lookups_Airports_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Airports" |
*
* @param {Lookups_Airports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_title = /** @type {((inputs?: Lookups_Airports_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_title(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_title(inputs)
	return en_lookups_airports_title(inputs)
});