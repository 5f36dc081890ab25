/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Currency_Not_StatedInputs */

const en_export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(currency not stated)`)
};

const es_export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(moneda no indicada)`)
};

const en_xa2_export_currency_not_stated = /** @type {(inputs: Export_Currency_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(çúŕŕéñçý ñóţ šţáţéð) ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated = /** @type {((inputs?: Export_Currency_Not_StatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Currency_Not_StatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_currency_not_stated(inputs)
	if (locale === "en-XA") return en_xa2_export_currency_not_stated(inputs)
	return en_export_currency_not_stated(inputs)
});