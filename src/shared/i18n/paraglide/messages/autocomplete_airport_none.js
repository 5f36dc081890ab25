/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Airport_NoneInputs */

const en_autocomplete_airport_none = /** @type {(inputs: Autocomplete_Airport_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No airport found`)
};

const es_autocomplete_airport_none = /** @type {(inputs: Autocomplete_Airport_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró ningún aeropuerto`)
};

const en_xa2_autocomplete_airport_none = /** @type {(inputs: Autocomplete_Airport_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áíŕþóŕţ ƒóúñð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No airport found" |
*
* @param {Autocomplete_Airport_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_none = /** @type {((inputs?: Autocomplete_Airport_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Airport_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_airport_none(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_airport_none(inputs)
	return en_autocomplete_airport_none(inputs)
});