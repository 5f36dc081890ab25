/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Unknown_CurrencyInputs */

const en_rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown currency`)
};

const es_rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moneda desconocida`)
};

const en_xa2_rating_csv_unknown_currency = /** @type {(inputs: Rating_Csv_Unknown_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çúŕŕéñçý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "unknown currency" |
*
* @param {Rating_Csv_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_unknown_currency = /** @type {((inputs?: Rating_Csv_Unknown_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Unknown_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_unknown_currency(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_unknown_currency(inputs)
	return en_rating_csv_unknown_currency(inputs)
});