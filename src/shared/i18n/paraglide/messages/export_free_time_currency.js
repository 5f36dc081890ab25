/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Free_Time_CurrencyInputs */

const en_export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time currency`)
};

const es_export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda del tiempo libre`)
};

const en_xa2_export_free_time_currency = /** @type {(inputs: Export_Free_Time_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé çúŕŕéñçý ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency = /** @type {((inputs?: Export_Free_Time_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_free_time_currency(inputs)
	if (locale === "en-XA") return en_xa2_export_free_time_currency(inputs)
	return en_export_free_time_currency(inputs)
});