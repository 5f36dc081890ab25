/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_CurrencyInputs */

const en_tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

const es_tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moneda`)
};

const en_xa2_tariffs_col_currency = /** @type {(inputs: Tariffs_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Tariffs_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_currency = /** @type {((inputs?: Tariffs_Col_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_currency(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_currency(inputs)
	return en_tariffs_col_currency(inputs)
});