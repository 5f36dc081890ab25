/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_FlightInputs */

const en_rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight`)
};

const es_rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelo`)
};

const en_xa2_rating_air_flight = /** @type {(inputs: Rating_Air_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţ ·~]`)
};

/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Rating_Air_FlightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flight = /** @type {((inputs?: Rating_Air_FlightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FlightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_flight(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_flight(inputs)
	return en_rating_air_flight(inputs)
});