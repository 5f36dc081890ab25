/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_Delete_ConfirmInputs */

const en_pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete customer`)
};

const es_pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar cliente`)
};

const en_xa2_pricing_customers_delete_confirm = /** @type {(inputs: Pricing_Customers_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé çúšţóɱéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Delete customer" |
*
* @param {Pricing_Customers_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_confirm = /** @type {((inputs?: Pricing_Customers_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_delete_confirm(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_delete_confirm(inputs)
	return en_pricing_customers_delete_confirm(inputs)
});