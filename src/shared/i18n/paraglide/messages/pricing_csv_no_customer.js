/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Csv_No_CustomerInputs */

const en_pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file names the columns but holds no customer`)
};

const es_pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo nombra las columnas pero no contiene ningún cliente`)
};

const en_xa2_pricing_csv_no_customer = /** @type {(inputs: Pricing_Csv_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé ñáɱéš ţĥé çóļúɱñš ƀúţ ĥóļðš ñó çúšţóɱéŕ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the file names the columns but holds no customer" |
*
* @param {Pricing_Csv_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_customer = /** @type {((inputs?: Pricing_Csv_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_no_customer(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_no_customer(inputs)
	return en_pricing_csv_no_customer(inputs)
});