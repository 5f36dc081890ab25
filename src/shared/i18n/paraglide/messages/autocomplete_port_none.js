/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Port_NoneInputs */

const en_autocomplete_port_none = /** @type {(inputs: Autocomplete_Port_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No port found`)
};

const es_autocomplete_port_none = /** @type {(inputs: Autocomplete_Port_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún puerto`)
};

const en_xa2_autocomplete_port_none = /** @type {(inputs: Autocomplete_Port_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þóŕţ ƒóúñð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No port found" |
*
* @param {Autocomplete_Port_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_none = /** @type {((inputs?: Autocomplete_Port_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Port_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_port_none(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_port_none(inputs)
	return en_autocomplete_port_none(inputs)
});