/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Form_ChangeInputs */

const en_pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change ${i?.name}`)
};

const es_pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar ${i?.name}`)
};

const en_xa2_pricing_customer_form_change = /** @type {(inputs: Pricing_Customer_Form_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ${i?.name} ·~]`)
};

/**
* | output |
* | --- |
* | "Change {name}" |
*
* @param {Pricing_Customer_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_change = /** @type {((inputs: Pricing_Customer_Form_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Form_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customer_form_change(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customer_form_change(inputs)
	return en_pricing_customer_form_change(inputs)
});