/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_ArrivalInputs */

const en_rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival`)
};

const es_rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegada`)
};

const en_xa2_rating_end_arrival = /** @type {(inputs: Rating_End_ArrivalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽáļ ·~]`)
};

/**
* | output |
* | --- |
* | "Arrival" |
*
* @param {Rating_End_ArrivalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_arrival = /** @type {((inputs?: Rating_End_ArrivalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_ArrivalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_arrival(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_arrival(inputs)
	return en_rating_end_arrival(inputs)
});