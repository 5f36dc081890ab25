/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_ServiceInputs */

const en_rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const es_rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

const en_xa2_rating_end_service = /** @type {(inputs: Rating_End_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Rating_End_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service = /** @type {((inputs?: Rating_End_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_service(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_service(inputs)
	return en_rating_end_service(inputs)
});