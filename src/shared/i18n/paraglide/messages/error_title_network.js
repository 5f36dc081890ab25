/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_NetworkInputs */

const en_error_title_network = /** @type {(inputs: Error_Title_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No connection to the freight service`)
};

const es_error_title_network = /** @type {(inputs: Error_Title_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión con el servicio de transporte`)
};

const en_xa2_error_title_network = /** @type {(inputs: Error_Title_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çóññéçţíóñ ţó ţĥé ƒŕéíĝĥţ šéŕṽíçé ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No connection to the freight service" |
*
* @param {Error_Title_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_network = /** @type {((inputs?: Error_Title_NetworkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_NetworkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_network(inputs)
	if (locale === "en-XA") return en_xa2_error_title_network(inputs)
	return en_error_title_network(inputs)
});