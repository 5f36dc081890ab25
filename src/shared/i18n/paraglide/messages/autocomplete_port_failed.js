/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Port_FailedInputs */

const en_autocomplete_port_failed = /** @type {(inputs: Autocomplete_Port_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The port search failed`)
};

const es_autocomplete_port_failed = /** @type {(inputs: Autocomplete_Port_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de puertos ha fallado`)
};

const en_xa2_autocomplete_port_failed = /** @type {(inputs: Autocomplete_Port_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þóŕţ šéáŕçĥ ƒáíļéð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The port search failed" |
*
* @param {Autocomplete_Port_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_failed = /** @type {((inputs?: Autocomplete_Port_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Port_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_port_failed(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_port_failed(inputs)
	return en_autocomplete_port_failed(inputs)
});