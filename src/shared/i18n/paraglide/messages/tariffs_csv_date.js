/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown>, value: NonNullable<unknown> }} Tariffs_Csv_DateInputs */

const en_tariffs_csv_date = /** @type {(inputs: Tariffs_Csv_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} “${i?.value}” is not a date such as 2026-03-31`)
};

const es_tariffs_csv_date = /** @type {(inputs: Tariffs_Csv_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} «${i?.value}» no es una fecha como 2026-03-31`)
};

const en_xa2_tariffs_csv_date = /** @type {(inputs: Tariffs_Csv_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.column} “${i?.value}” íš ñóţ á ðáţé šúçĥ áš 2026-03-31 ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{column} “{value}” is not a date such as 2026-03-31" |
*
* @param {Tariffs_Csv_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date = /** @type {((inputs: Tariffs_Csv_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_date(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_date(inputs)
	return en_tariffs_csv_date(inputs)
});