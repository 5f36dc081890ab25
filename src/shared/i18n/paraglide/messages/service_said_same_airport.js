/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Said_Same_AirportInputs */

const en_service_said_same_airport = /** @type {(inputs: Service_Said_Same_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The arrival airport must be another airport than the departure airport`)
};

const es_service_said_same_airport = /** @type {(inputs: Service_Said_Same_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El aeropuerto de llegada debe ser distinto del aeropuerto de salida`)
};

const en_xa2_service_said_same_airport = /** @type {(inputs: Service_Said_Same_AirportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áŕŕíṽáļ áíŕþóŕţ ɱúšţ ƀé áñóţĥéŕ áíŕþóŕţ ţĥáñ ţĥé ðéþáŕţúŕé áíŕþóŕţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The arrival airport must be another airport than the departure airport" |
*
* @param {Service_Said_Same_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_same_airport = /** @type {((inputs?: Service_Said_Same_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Same_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_same_airport(inputs)
	if (locale === "en-XA") return en_xa2_service_said_same_airport(inputs)
	return en_service_said_same_airport(inputs)
});