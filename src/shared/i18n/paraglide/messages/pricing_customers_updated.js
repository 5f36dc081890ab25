/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_UpdatedInputs */

const en_pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer updated`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers updated`)
	
};

const es_pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente actualizado`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes actualizados`)
	
};

const en_xa2_pricing_customers_updated = /** @type {(inputs: Pricing_Customers_UpdatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ úþðáţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš úþðáţéð ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer updated" |
* | * | "{shown} customers updated" |
*
* @param {Pricing_Customers_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_updated = /** @type {((inputs: Pricing_Customers_UpdatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_UpdatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_updated(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_updated(inputs)
	return en_pricing_customers_updated(inputs)
});