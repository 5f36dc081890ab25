/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Service_CyInputs */

const en_rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Container yard (CY)`)
};

const es_rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminal de contenedores (CY)`)
};

const en_xa2_rating_end_service_cy = /** @type {(inputs: Rating_End_Service_CyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕ ýáŕð (ÇÝ) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Container yard (CY)" |
*
* @param {Rating_End_Service_CyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_cy = /** @type {((inputs?: Rating_End_Service_CyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_CyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_service_cy(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_service_cy(inputs)
	return en_rating_end_service_cy(inputs)
});