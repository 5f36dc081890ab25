/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Airport_NounInputs */

const en_rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`airport`)
};

const es_rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aeropuerto`)
};

const en_xa2_rating_end_airport_noun = /** @type {(inputs: Rating_End_Airport_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áíŕþóŕţ ·~]`)
};

/**
* | output |
* | --- |
* | "airport" |
*
* @param {Rating_End_Airport_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_noun = /** @type {((inputs?: Rating_End_Airport_NounInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Airport_NounInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_airport_noun(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_airport_noun(inputs)
	return en_rating_end_airport_noun(inputs)
});