/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_CountInputs */

const en_pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} customer`);
	return /** @type {LocalizedString} */ (`${i?.shown} customers`)
	
};

const es_pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} cliente`);
	return /** @type {LocalizedString} */ (`${i?.shown} clientes`)
	
};

const en_xa2_pricing_customers_count = /** @type {(inputs: Pricing_Customers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} çúšţóɱéŕš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer" |
* | * | "{shown} customers" |
*
* @param {Pricing_Customers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_count = /** @type {((inputs: Pricing_Customers_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_count(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_count(inputs)
	return en_pricing_customers_count(inputs)
});