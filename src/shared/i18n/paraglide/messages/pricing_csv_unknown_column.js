/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Pricing_Csv_Unknown_ColumnInputs */

const en_pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown column "${i?.name}"; the columns are ${i?.columns}`)
};

const es_pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`columna desconocida "${i?.name}"; las columnas son ${i?.columns}`)
};

const en_xa2_pricing_csv_unknown_column = /** @type {(inputs: Pricing_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çóļúɱñ "${i?.name}"; ţĥé çóļúɱñš áŕé ${i?.columns} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "unknown column \"{name}\"; the columns are {columns}" |
*
* @param {Pricing_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_unknown_column = /** @type {((inputs: Pricing_Csv_Unknown_ColumnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Unknown_ColumnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_csv_unknown_column(inputs)
	if (locale === "en-XA") return en_xa2_pricing_csv_unknown_column(inputs)
	return en_pricing_csv_unknown_column(inputs)
});