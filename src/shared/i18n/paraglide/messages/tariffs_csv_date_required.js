/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown> }} Tariffs_Csv_Date_RequiredInputs */

const en_tariffs_csv_date_required = /** @type {(inputs: Tariffs_Csv_Date_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} is required: a date such as 2026-03-31`)
};

const es_tariffs_csv_date_required = /** @type {(inputs: Tariffs_Csv_Date_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`falta ${i?.column}: una fecha como 2026-03-31`)
};

const en_xa2_tariffs_csv_date_required = /** @type {(inputs: Tariffs_Csv_Date_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.column} íš ŕéǫúíŕéð: á ðáţé šúçĥ áš 2026-03-31 ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{column} is required: a date such as 2026-03-31" |
*
* @param {Tariffs_Csv_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date_required = /** @type {((inputs: Tariffs_Csv_Date_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Date_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_date_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_date_required(inputs)
	return en_tariffs_csv_date_required(inputs)
});