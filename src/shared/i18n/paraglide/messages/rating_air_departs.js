/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_DepartsInputs */

const en_rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departs`)
};

const es_rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

const en_xa2_rating_air_departs = /** @type {(inputs: Rating_Air_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéþáŕţš ·~]`)
};

/**
* | output |
* | --- |
* | "Departs" |
*
* @param {Rating_Air_DepartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_departs = /** @type {((inputs?: Rating_Air_DepartsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_DepartsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_departs(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_departs(inputs)
	return en_rating_air_departs(inputs)
});