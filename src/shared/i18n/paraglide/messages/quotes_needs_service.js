/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Needs_ServiceInputs */

const en_quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking and deleting quotes need the service.`)
};

const es_quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para reservar y borrar cotizaciones hace falta el servicio.`)
};

const en_xa2_quotes_needs_service = /** @type {(inputs: Quotes_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķíñĝ áñð ðéļéţíñĝ ǫúóţéš ñééð ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Booking and deleting quotes need the service." |
*
* @param {Quotes_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_needs_service = /** @type {((inputs?: Quotes_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_needs_service(inputs)
	if (locale === "en-XA") return en_xa2_quotes_needs_service(inputs)
	return en_quotes_needs_service(inputs)
});