/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Address_NounInputs */

const en_rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`place`)
};

const es_rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lugar`)
};

const en_xa2_rating_address_noun = /** @type {(inputs: Rating_Address_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þļáçé ·]`)
};

/**
* | output |
* | --- |
* | "place" |
*
* @param {Rating_Address_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_noun = /** @type {((inputs?: Rating_Address_NounInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Address_NounInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_address_noun(inputs)
	if (locale === "en-XA") return en_xa2_rating_address_noun(inputs)
	return en_rating_address_noun(inputs)
});