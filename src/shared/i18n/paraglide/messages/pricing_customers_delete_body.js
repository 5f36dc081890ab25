/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_BodyInputs */

const en_pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is deleted from this desk. Quotes saved for it keep its name.`)
};

const es_pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se elimina de este escritorio. Las cotizaciones guardadas para él conservan su nombre.`)
};

const en_xa2_pricing_customers_delete_body = /** @type {(inputs: Pricing_Customers_Delete_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ðéļéţéð ƒŕóɱ ţĥíš ðéšķ. Ǫúóţéš šáṽéð ƒóŕ íţ ķééþ íţš ñáɱé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name} is deleted from this desk. Quotes saved for it keep its name." |
*
* @param {Pricing_Customers_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_body = /** @type {((inputs: Pricing_Customers_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_customers_delete_body(inputs)
	if (locale === "en-XA") return en_xa2_pricing_customers_delete_body(inputs)
	return en_pricing_customers_delete_body(inputs)
});