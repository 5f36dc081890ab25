/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Place_FailedInputs */

const en_autocomplete_place_failed = /** @type {(inputs: Autocomplete_Place_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place search failed`)
};

const es_autocomplete_place_failed = /** @type {(inputs: Autocomplete_Place_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de lugares ha fallado`)
};

const en_xa2_autocomplete_place_failed = /** @type {(inputs: Autocomplete_Place_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þļáçé šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The place search failed" |
*
* @param {Autocomplete_Place_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_place_failed = /** @type {((inputs?: Autocomplete_Place_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Place_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_place_failed(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_place_failed(inputs)
	return en_autocomplete_place_failed(inputs)
});