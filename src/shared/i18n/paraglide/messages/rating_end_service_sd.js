/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Service_SdInputs */

const en_rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store door (SD)`)
};

const es_rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerta del almacén (SD)`)
};

const en_xa2_rating_end_service_sd = /** @type {(inputs: Rating_End_Service_SdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕé ðóóŕ (ŠÐ) ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Store door (SD)" |
*
* @param {Rating_End_Service_SdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_sd = /** @type {((inputs?: Rating_End_Service_SdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_SdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_service_sd(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_service_sd(inputs)
	return en_rating_end_service_sd(inputs)
});