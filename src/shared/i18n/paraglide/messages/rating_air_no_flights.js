/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_No_FlightsInputs */

const en_rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No flights given.`)
};

const es_rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron vuelos.`)
};

const en_xa2_rating_air_no_flights = /** @type {(inputs: Rating_Air_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƒļíĝĥţš ĝíṽéñ. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No flights given." |
*
* @param {Rating_Air_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_no_flights = /** @type {((inputs?: Rating_Air_No_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_No_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_no_flights(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_no_flights(inputs)
	return en_rating_air_no_flights(inputs)
});