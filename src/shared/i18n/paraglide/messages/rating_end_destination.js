/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_DestinationInputs */

const en_rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const es_rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

const en_xa2_rating_end_destination = /** @type {(inputs: Rating_End_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Rating_End_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_destination = /** @type {((inputs?: Rating_End_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_destination(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_destination(inputs)
	return en_rating_end_destination(inputs)
});