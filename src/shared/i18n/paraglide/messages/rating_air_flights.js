/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_FlightsInputs */

const en_rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

const es_rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelos`)
};

const en_xa2_rating_air_flights = /** @type {(inputs: Rating_Air_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţš ·~]`)
};

/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Rating_Air_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flights = /** @type {((inputs?: Rating_Air_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_flights(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_flights(inputs)
	return en_rating_air_flights(inputs)
});