/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Departure_AirportInputs */

const en_rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure airport`)
};

const es_rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto de salida`)
};

const en_xa2_rating_form_departure_airport = /** @type {(inputs: Rating_Form_Departure_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţúŕé áíŕþóŕţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Departure airport" |
*
* @param {Rating_Form_Departure_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_departure_airport = /** @type {((inputs?: Rating_Form_Departure_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Departure_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_departure_airport(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_departure_airport(inputs)
	return en_rating_form_departure_airport(inputs)
});