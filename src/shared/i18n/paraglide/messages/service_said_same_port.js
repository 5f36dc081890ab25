/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Said_Same_PortInputs */

const en_service_said_same_port = /** @type {(inputs: Service_Said_Same_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The port of discharge must be another port than the port of loading`)
};

const es_service_said_same_port = /** @type {(inputs: Service_Said_Same_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El puerto de descarga debe ser distinto del puerto de carga`)
};

const en_xa2_service_said_same_port = /** @type {(inputs: Service_Said_Same_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þóŕţ óƒ ðíšçĥáŕĝé ɱúšţ ƀé áñóţĥéŕ þóŕţ ţĥáñ ţĥé þóŕţ óƒ ļóáðíñĝ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The port of discharge must be another port than the port of loading" |
*
* @param {Service_Said_Same_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_same_port = /** @type {((inputs?: Service_Said_Same_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Same_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_same_port(inputs)
	if (locale === "en-XA") return en_xa2_service_said_same_port(inputs)
	return en_service_said_same_port(inputs)
});