/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Rate_IdInputs */

const en_rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate id`)
};

const es_rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. de tarifa`)
};

const en_xa2_rating_csv_rate_id = /** @type {(inputs: Rating_Csv_Rate_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé íð ·~]`)
};

/**
* | output |
* | --- |
* | "Rate id" |
*
* @param {Rating_Csv_Rate_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rate_id = /** @type {((inputs?: Rating_Csv_Rate_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rate_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_rate_id(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_rate_id(inputs)
	return en_rating_csv_rate_id(inputs)
});