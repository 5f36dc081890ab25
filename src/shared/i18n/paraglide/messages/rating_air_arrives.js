/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_ArrivesInputs */

const en_rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrives`)
};

const es_rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega`)
};

const en_xa2_rating_air_arrives = /** @type {(inputs: Rating_Air_ArrivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŕŕíṽéš ·~]`)
};

/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Rating_Air_ArrivesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_arrives = /** @type {((inputs?: Rating_Air_ArrivesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_ArrivesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_arrives(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_arrives(inputs)
	return en_rating_air_arrives(inputs)
});