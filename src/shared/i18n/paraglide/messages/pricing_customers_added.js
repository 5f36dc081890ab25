/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_AddedInputs */

const en_pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer added`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers added`)
	
};

const es_pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente añadido`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes añadidos`)
	
};

const en_xa2_pricing_customers_added = /** @type {(inputs: Pricing_Customers_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ áððéð ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš áððéð ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer added" |
* | * | "{shown} customers added" |
*
* @param {Pricing_Customers_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_added = /** @type {((inputs: Pricing_Customers_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_added(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_added(inputs)
	return en_pricing_customers_added(inputs)
});