/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_Search_FailedInputs */

const en_lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The postal code search failed`)
};

const es_lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda de códigos postales falló`)
};

const en_xa2_lookups_postal_search_failed = /** @type {(inputs: Lookups_Postal_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þóšţáļ çóðé šéáŕçĥ ƒáíļéð ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The postal code search failed" |
*
* @param {Lookups_Postal_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_search_failed = /** @type {((inputs?: Lookups_Postal_Search_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_Search_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_search_failed(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_search_failed(inputs)
	return en_lookups_postal_search_failed(inputs)
});