/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_FlightsInputs */

const en_pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

const es_pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelos`)
};

const en_xa2_pdf_flights = /** @type {(inputs: Pdf_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒļíĝĥţš ·~]`)
};

/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights = /** @type {((inputs?: Pdf_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_flights(inputs)
	if (locale === "en-XA") return en_xa2_pdf_flights(inputs)
	return en_pdf_flights(inputs)
});