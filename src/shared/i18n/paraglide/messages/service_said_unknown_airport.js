/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Service_Said_Unknown_AirportInputs */

const en_service_said_unknown_airport = /** @type {(inputs: Service_Said_Unknown_AirportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} is not an airport the service knows: look it up in Lookups`)
};

const es_service_said_unknown_airport = /** @type {(inputs: Service_Said_Unknown_AirportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} no es un aeropuerto que conozca el servicio: búsquelo en Consultas`)
};

const en_xa2_service_said_unknown_airport = /** @type {(inputs: Service_Said_Unknown_AirportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.code} íš ñóţ áñ áíŕþóŕţ ţĥé šéŕṽíçé ķñóŵš: ļóóķ íţ úþ íñ Ļóóķúþš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{code} is not an airport the service knows: look it up in Lookups" |
*
* @param {Service_Said_Unknown_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_unknown_airport = /** @type {((inputs: Service_Said_Unknown_AirportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Unknown_AirportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_unknown_airport(inputs)
	if (locale === "en-XA") return en_xa2_service_said_unknown_airport(inputs)
	return en_service_said_unknown_airport(inputs)
});