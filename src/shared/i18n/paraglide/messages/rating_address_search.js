/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_SearchInputs */

const en_rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or postal code`)
};

const es_rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o código postal`)
};

const en_xa2_rating_address_search = /** @type {(inputs: Rating_Address_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ þóšţáļ çóðé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Rating_Address_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_search = /** @type {((inputs?: Rating_Address_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_search(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_search(inputs)
	return en_rating_address_search(inputs)
});