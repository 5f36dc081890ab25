/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Customers_EmptyInputs */

const en_pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customers yet: add one, or import a CSV file.`)
};

const es_pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay clientes: añada uno o importe un archivo CSV.`)
};

const en_xa2_pricing_customers_empty = /** @type {(inputs: Pricing_Customers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕš ýéţ: áðð óñé, óŕ íɱþóŕţ á ÇŠṼ ƒíļé. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No customers yet: add one, or import a CSV file." |
*
* @param {Pricing_Customers_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_empty = /** @type {((inputs?: Pricing_Customers_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_empty(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_empty(inputs)
	return en_pricing_customers_empty(inputs)
});