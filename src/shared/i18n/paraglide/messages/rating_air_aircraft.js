/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_AircraftInputs */

const en_rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aircraft`)
};

const es_rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avión`)
};

const en_xa2_rating_air_aircraft = /** @type {(inputs: Rating_Air_AircraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕçŕáƒţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Aircraft" |
*
* @param {Rating_Air_AircraftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_aircraft = /** @type {((inputs?: Rating_Air_AircraftInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_AircraftInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_aircraft(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_aircraft(inputs)
	return en_rating_air_aircraft(inputs)
});