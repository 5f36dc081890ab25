/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Csv_Name_EmptyInputs */

const en_pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the name is empty`)
};

const es_pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el nombre está vacío`)
};

const en_xa2_pricing_csv_name_empty = /** @type {(inputs: Pricing_Csv_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ñáɱé íš éɱþţý ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the name is empty" |
*
* @param {Pricing_Csv_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_empty = /** @type {((inputs?: Pricing_Csv_Name_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Name_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_name_empty(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_name_empty(inputs)
	return en_pricing_csv_name_empty(inputs)
});