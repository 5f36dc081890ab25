/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Airports_Idle_TextInputs */

const en_lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a three-letter IATA code, a city or part of the airport's name, and press Enter.`)
};

const es_lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un código IATA de tres letras, una ciudad o parte del nombre del aeropuerto, y pulse Intro.`)
};

const en_xa2_lookups_airports_idle_text = /** @type {(inputs: Lookups_Airports_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á ţĥŕéé-ļéţţéŕ ÍÁŢÁ çóðé, á çíţý óŕ þáŕţ óƒ ţĥé áíŕþóŕţ'š ñáɱé, áñð þŕéšš Éñţéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Type a three-letter IATA code, a city or part of the airport's name, and press Enter." |
*
* @param {Lookups_Airports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_text = /** @type {((inputs?: Lookups_Airports_Idle_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Airports_Idle_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_airports_idle_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_airports_idle_text(inputs)
	return en_lookups_airports_idle_text(inputs)
});