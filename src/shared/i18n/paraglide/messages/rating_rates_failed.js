/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_FailedInputs */

const en_rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not get rates`)
};

const es_rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron obtener tarifas`)
};

const en_xa2_rating_rates_failed = /** @type {(inputs: Rating_Rates_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ĝéţ ŕáţéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not get rates" |
*
* @param {Rating_Rates_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_failed = /** @type {((inputs?: Rating_Rates_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_failed(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_failed(inputs)
	return en_rating_rates_failed(inputs)
});