/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ columns: NonNullable<unknown> }} Tariffs_Csv_Missing_ColumnsInputs */

const en_tariffs_csv_missing_columns = /** @type {(inputs: Tariffs_Csv_Missing_ColumnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the header lacks these columns: ${i?.columns}`)
};

const es_tariffs_csv_missing_columns = /** @type {(inputs: Tariffs_Csv_Missing_ColumnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a la cabecera le faltan estas columnas: ${i?.columns}`)
};

const en_xa2_tariffs_csv_missing_columns = /** @type {(inputs: Tariffs_Csv_Missing_ColumnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ĥéáðéŕ ļáçķš ţĥéšé çóļúɱñš: ${i?.columns} ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the header lacks these columns: {columns}" |
*
* @param {Tariffs_Csv_Missing_ColumnsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_missing_columns = /** @type {((inputs: Tariffs_Csv_Missing_ColumnsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Missing_ColumnsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_missing_columns(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_missing_columns(inputs)
	return en_tariffs_csv_missing_columns(inputs)
});