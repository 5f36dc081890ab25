/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Hide_RatesInputs */

const en_tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide rates`)
};

const es_tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar precios`)
};

const en_xa2_tariffs_hide_rates = /** @type {(inputs: Tariffs_Hide_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíðé ŕáţéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Hide rates" |
*
* @param {Tariffs_Hide_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_hide_rates = /** @type {((inputs?: Tariffs_Hide_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Hide_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_hide_rates(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_hide_rates(inputs)
	return en_tariffs_hide_rates(inputs)
});