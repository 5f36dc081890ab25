/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Show_RatesInputs */

const en_tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show rates`)
};

const es_tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver precios`)
};

const en_xa2_tariffs_show_rates = /** @type {(inputs: Tariffs_Show_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ŕáţéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Show rates" |
*
* @param {Tariffs_Show_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_rates = /** @type {((inputs?: Tariffs_Show_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Show_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_show_rates(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_show_rates(inputs)
	return en_tariffs_show_rates(inputs)
});