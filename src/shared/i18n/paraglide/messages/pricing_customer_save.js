/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_SaveInputs */

const en_pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save customer`)
};

const es_pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cliente`)
};

const en_xa2_pricing_customer_save = /** @type {(inputs: Pricing_Customer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé çúšţóɱéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Save customer" |
*
* @param {Pricing_Customer_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_save = /** @type {((inputs?: Pricing_Customer_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_save(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_save(inputs)
	return en_pricing_customer_save(inputs)
});