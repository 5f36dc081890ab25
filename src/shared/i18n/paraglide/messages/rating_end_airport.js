/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_AirportInputs */

const en_rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airport`)
};

const es_rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto`)
};

const en_xa2_rating_end_airport = /** @type {(inputs: Rating_End_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţ ·~]`)
};

/**
* | output |
* | --- |
* | "Airport" |
*
* @param {Rating_End_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport = /** @type {((inputs?: Rating_End_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_airport(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_airport(inputs)
	return en_rating_end_airport(inputs)
});