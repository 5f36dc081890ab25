/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Arrival_AirportInputs */

const en_rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival airport`)
};

const es_rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto de llegada`)
};

const en_xa2_rating_form_arrival_airport = /** @type {(inputs: Rating_Form_Arrival_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽáļ áíŕþóŕţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Arrival airport" |
*
* @param {Rating_Form_Arrival_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_arrival_airport = /** @type {((inputs?: Rating_Form_Arrival_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Arrival_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_arrival_airport(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_arrival_airport(inputs)
	return en_rating_form_arrival_airport(inputs)
});