/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_PlaceholderInputs */

const en_rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`08001 or Barcelona`)
};

const es_rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`08001 o Barcelona`)
};

const en_xa2_rating_address_placeholder = /** @type {(inputs: Rating_Address_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[08001 óŕ Ɓáŕçéļóñá ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "08001 or Barcelona" |
*
* @param {Rating_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_placeholder = /** @type {((inputs?: Rating_Address_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_placeholder(inputs)
	return en_rating_address_placeholder(inputs)
});