/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Csv_No_Name_ColumnInputs */

const en_pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the header has no "name" column`)
};

const es_pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la cabecera no tiene la columna "name"`)
};

const en_xa2_pricing_csv_no_name_column = /** @type {(inputs: Pricing_Csv_No_Name_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ĥéáðéŕ ĥáš ñó "ñáɱé" çóļúɱñ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the header has no \"name\" column" |
*
* @param {Pricing_Csv_No_Name_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_name_column = /** @type {((inputs?: Pricing_Csv_No_Name_ColumnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_No_Name_ColumnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_no_name_column(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_no_name_column(inputs)
	return en_pricing_csv_no_name_column(inputs)
});