/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: NonNullable<unknown> }} Rating_End_Airports_FirstInputs */

const en_rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Airports in ${i?.country} (the address below) first, then the biggest.`)
};

const es_rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primero los aeropuertos de ${i?.country} (la dirección de abajo) y luego los más grandes.`)
};

const en_xa2_rating_end_airports_first = /** @type {(inputs: Rating_End_Airports_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţš íñ ${i?.country} (ţĥé áððŕéšš ƀéļóŵ) ƒíŕšţ, ţĥéñ ţĥé ƀíĝĝéšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Airports in {country} (the address below) first, then the biggest." |
*
* @param {Rating_End_Airports_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airports_first = /** @type {((inputs: Rating_End_Airports_FirstInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airports_FirstInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_airports_first(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_airports_first(inputs)
	return en_rating_end_airports_first(inputs)
});