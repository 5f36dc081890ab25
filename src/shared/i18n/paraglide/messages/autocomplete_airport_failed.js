/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Airport_FailedInputs */

const en_autocomplete_airport_failed = /** @type {(inputs: Autocomplete_Airport_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The airport search failed`)
};

const es_autocomplete_airport_failed = /** @type {(inputs: Autocomplete_Airport_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de aeropuertos ha fallado`)
};

const en_xa2_autocomplete_airport_failed = /** @type {(inputs: Autocomplete_Airport_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áíŕþóŕţ šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The airport search failed" |
*
* @param {Autocomplete_Airport_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_failed = /** @type {((inputs?: Autocomplete_Airport_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Airport_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_airport_failed(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_airport_failed(inputs)
	return en_autocomplete_airport_failed(inputs)
});