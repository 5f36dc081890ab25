/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Status_With_RatesInputs */

const en_tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · with imported rates`)
};

const es_tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 · con precios importados`)
};

const en_xa2_tariffs_status_with_rates = /** @type {(inputs: Tariffs_Status_With_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[1 · ŵíţĥ íɱþóŕţéð ŕáţéš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "1 · with imported rates" |
*
* @param {Tariffs_Status_With_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_with_rates = /** @type {((inputs?: Tariffs_Status_With_RatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Status_With_RatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_status_with_rates(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_status_with_rates(inputs)
	return en_tariffs_status_with_rates(inputs)
});