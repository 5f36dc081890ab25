/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Tariffs_Csv_Unknown_ColumnInputs */

const en_tariffs_csv_unknown_column = /** @type {(inputs: Tariffs_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the header has a column “${i?.name}” Freight Desk does not know; the columns are ${i?.columns}`)
};

const es_tariffs_csv_unknown_column = /** @type {(inputs: Tariffs_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la cabecera tiene una columna «${i?.name}» que Freight Desk no conoce; las columnas son ${i?.columns}`)
};

const en_xa2_tariffs_csv_unknown_column = /** @type {(inputs: Tariffs_Csv_Unknown_ColumnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ĥéáðéŕ ĥáš á çóļúɱñ “${i?.name}” Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ ķñóŵ; ţĥé çóļúɱñš áŕé ${i?.columns} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the header has a column “{name}” Freight Desk does not know; the columns are {columns}" |
*
* @param {Tariffs_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_unknown_column = /** @type {((inputs: Tariffs_Csv_Unknown_ColumnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Unknown_ColumnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_unknown_column(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_unknown_column(inputs)
	return en_tariffs_csv_unknown_column(inputs)
});