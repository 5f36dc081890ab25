/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_CityInputs */

const en_rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const es_rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad`)
};

const en_xa2_rating_city = /** @type {(inputs: Rating_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý ·]`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Rating_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_city = /** @type {((inputs?: Rating_CityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_city(inputs)
	if (locale === "en-XA") return en_xa2_rating_city(inputs)
	return en_rating_city(inputs)
});