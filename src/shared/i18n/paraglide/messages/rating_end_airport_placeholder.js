/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Airport_PlaceholderInputs */

const en_rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, name or IATA code`)
};

const es_rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad, nombre o código IATA`)
};

const en_xa2_rating_end_airport_placeholder = /** @type {(inputs: Rating_End_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý, ñáɱé óŕ ÍÁŢÁ çóðé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "City, name or IATA code" |
*
* @param {Rating_End_Airport_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_placeholder = /** @type {((inputs?: Rating_End_Airport_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airport_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_airport_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_airport_placeholder(inputs)
	return en_rating_end_airport_placeholder(inputs)
});