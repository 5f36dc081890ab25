/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown>, currencies: NonNullable<unknown> }} Service_Said_CurrencyInputs */

const en_service_said_currency = /** @type {(inputs: Service_Said_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service does not price in ${i?.currency}; use one of ${i?.currencies}`)
};

const es_service_said_currency = /** @type {(inputs: Service_Said_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no tarifica en ${i?.currency}; use una de estas: ${i?.currencies}`)
};

const en_xa2_service_said_currency = /** @type {(inputs: Service_Said_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðóéš ñóţ þŕíçé íñ ${i?.currency}; úšé óñé óƒ ${i?.currencies} ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service does not price in {currency}; use one of {currencies}" |
*
* @param {Service_Said_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_currency = /** @type {((inputs: Service_Said_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_currency(inputs)
	if (locale === "en-XA") return en_xa2_service_said_currency(inputs)
	return en_service_said_currency(inputs)
});