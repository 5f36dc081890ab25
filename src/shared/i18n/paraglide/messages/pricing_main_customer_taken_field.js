/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_Taken_FieldInputs */

const en_pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is already a customer: change that one, or give another name`)
};

const es_pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» ya es un cliente: cambie ese o ponga otro nombre`)
};

const en_xa2_pricing_main_customer_taken_field = /** @type {(inputs: Pricing_Main_Customer_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš áļŕéáðý á çúšţóɱéŕ: çĥáñĝé ţĥáţ óñé, óŕ ĝíṽé áñóţĥéŕ ñáɱé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "“{name}” is already a customer: change that one, or give another name" |
*
* @param {Pricing_Main_Customer_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken_field = /** @type {((inputs: Pricing_Main_Customer_Taken_FieldInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_Taken_FieldInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_main_customer_taken_field(inputs)
	if (locale === "en-XA") return en_xa2_pricing_main_customer_taken_field(inputs)
	return en_pricing_main_customer_taken_field(inputs)
});