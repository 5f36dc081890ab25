/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_Date_OrderInputs */

const en_tariffs_csv_date_order = /** @type {(inputs: Tariffs_Csv_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endDate is before startDate`)
};

const es_tariffs_csv_date_order = /** @type {(inputs: Tariffs_Csv_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`endDate es anterior a startDate`)
};

const en_xa2_tariffs_csv_date_order = /** @type {(inputs: Tariffs_Csv_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éñðÐáţé íš ƀéƒóŕé šţáŕţÐáţé ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "endDate is before startDate" |
*
* @param {Tariffs_Csv_Date_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date_order = /** @type {((inputs?: Tariffs_Csv_Date_OrderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Date_OrderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_date_order(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_date_order(inputs)
	return en_tariffs_csv_date_order(inputs)
});