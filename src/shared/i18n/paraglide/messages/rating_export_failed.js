/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Export_FailedInputs */

const en_rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates were not saved`)
};

const es_rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardaron las tarifas`)
};

const en_xa2_rating_export_failed = /** @type {(inputs: Rating_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš ŵéŕé ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rates were not saved" |
*
* @param {Rating_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_failed = /** @type {((inputs?: Rating_Export_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Export_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_rating_export_failed(inputs)
	return en_rating_export_failed(inputs)
});