/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customer_Form_NewInputs */

const en_pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New customer`)
};

const es_pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo cliente`)
};

const en_xa2_pricing_customer_form_new = /** @type {(inputs: Pricing_Customer_Form_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ çúšţóɱéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "New customer" |
*
* @param {Pricing_Customer_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_new = /** @type {((inputs?: Pricing_Customer_Form_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Form_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_form_new(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_form_new(inputs)
	return en_pricing_customer_form_new(inputs)
});