/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Postal_PlaceholderInputs */

const en_lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Barcelona, 08001, Lyon`)
};

const es_lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Barcelona, 08001, Lyon`)
};

const en_xa2_lookups_postal_placeholder = /** @type {(inputs: Lookups_Postal_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. Ɓáŕçéļóñá, 08001, Ļýóñ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. Barcelona, 08001, Lyon" |
*
* @param {Lookups_Postal_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_placeholder = /** @type {((inputs?: Lookups_Postal_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Postal_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_postal_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_lookups_postal_placeholder(inputs)
	return en_lookups_postal_placeholder(inputs)
});