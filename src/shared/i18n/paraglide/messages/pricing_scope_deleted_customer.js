/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Pricing_Scope_Deleted_CustomerInputs */

const en_pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`customer #${i?.id} (deleted)`)
};

const es_pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cliente n.º ${i?.id} (eliminado)`)
};

const en_xa2_pricing_scope_deleted_customer = /** @type {(inputs: Pricing_Scope_Deleted_CustomerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çúšţóɱéŕ #${i?.id} (ðéļéţéð) ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "customer #{id} (deleted)" |
*
* @param {Pricing_Scope_Deleted_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_deleted_customer = /** @type {((inputs: Pricing_Scope_Deleted_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_Deleted_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_scope_deleted_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_scope_deleted_customer(inputs)
	return en_pricing_scope_deleted_customer(inputs)
});