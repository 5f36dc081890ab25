/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_CheapestInputs */

const en_rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheapest`)
};

const es_rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más barata`)
};

const en_xa2_rating_cheapest = /** @type {(inputs: Rating_CheapestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéáþéšţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Cheapest" |
*
* @param {Rating_CheapestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_cheapest = /** @type {((inputs?: Rating_CheapestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_CheapestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_cheapest(inputs)
	if (locale === "en-XA") return en_xa2_rating_cheapest(inputs)
	return en_rating_cheapest(inputs)
});