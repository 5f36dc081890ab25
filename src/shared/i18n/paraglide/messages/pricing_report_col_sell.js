/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_SellInputs */

const en_pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell ${i?.currency}`)
};

const es_pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venta ${i?.currency}`)
};

const en_xa2_pricing_report_col_sell = /** @type {(inputs: Pricing_Report_Col_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ ${i?.currency} ·]`)
};

/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Pricing_Report_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_sell = /** @type {((inputs: Pricing_Report_Col_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_sell(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_sell(inputs)
	return en_pricing_report_col_sell(inputs)
});