/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_RatesInputs */

const en_tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates`)
};

const es_tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios`)
};

const en_xa2_tariffs_col_rates = /** @type {(inputs: Tariffs_Col_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš ·]`)
};

/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Tariffs_Col_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_rates = /** @type {((inputs?: Tariffs_Col_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_rates(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_rates(inputs)
	return en_tariffs_col_rates(inputs)
});