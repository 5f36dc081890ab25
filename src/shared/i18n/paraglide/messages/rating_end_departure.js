/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_DepartureInputs */

const en_rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

const es_rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salida`)
};

const en_xa2_rating_end_departure = /** @type {(inputs: Rating_End_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţúŕé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Rating_End_DepartureInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_departure = /** @type {((inputs?: Rating_End_DepartureInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_DepartureInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_departure(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_departure(inputs)
	return en_rating_end_departure(inputs)
});