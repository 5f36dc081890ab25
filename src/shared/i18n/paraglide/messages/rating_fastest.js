/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_FastestInputs */

const en_rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fastest`)
};

const es_rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más rápida`)
};

const en_xa2_rating_fastest = /** @type {(inputs: Rating_FastestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒášţéšţ ·~]`)
};

/**
* | output |
* | --- |
* | "Fastest" |
*
* @param {Rating_FastestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_fastest = /** @type {((inputs?: Rating_FastestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_FastestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_fastest(inputs)
	if (locale === "en-XA") return en_xa2_rating_fastest(inputs)
	return en_rating_fastest(inputs)
});