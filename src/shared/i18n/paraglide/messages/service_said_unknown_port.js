/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Service_Said_Unknown_PortInputs */

const en_service_said_unknown_port = /** @type {(inputs: Service_Said_Unknown_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} is not a port the service knows: look it up in Lookups`)
};

const es_service_said_unknown_port = /** @type {(inputs: Service_Said_Unknown_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} no es un puerto que conozca el servicio: búsquelo en Consultas`)
};

const en_xa2_service_said_unknown_port = /** @type {(inputs: Service_Said_Unknown_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.code} íš ñóţ á þóŕţ ţĥé šéŕṽíçé ķñóŵš: ļóóķ íţ úþ íñ Ļóóķúþš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{code} is not a port the service knows: look it up in Lookups" |
*
* @param {Service_Said_Unknown_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_unknown_port = /** @type {((inputs: Service_Said_Unknown_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Unknown_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_unknown_port(inputs)
	if (locale === "en-XA") return en_xa2_service_said_unknown_port(inputs)
	return en_service_said_unknown_port(inputs)
});