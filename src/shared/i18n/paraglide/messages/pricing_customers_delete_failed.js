/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_FailedInputs */

const en_pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not delete ${i?.name}`)
};

const es_pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar ${i?.name}`)
};

const en_xa2_pricing_customers_delete_failed = /** @type {(inputs: Pricing_Customers_Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ${i?.name} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not delete {name}" |
*
* @param {Pricing_Customers_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_failed = /** @type {((inputs: Pricing_Customers_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_delete_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_delete_failed(inputs)
	return en_pricing_customers_delete_failed(inputs)
});