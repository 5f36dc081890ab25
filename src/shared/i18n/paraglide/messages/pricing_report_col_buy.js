/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_BuyInputs */

const en_pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.currency}`)
};

const es_pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compra ${i?.currency}`)
};

const en_xa2_pricing_report_col_buy = /** @type {(inputs: Pricing_Report_Col_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓúý ${i?.currency} ·]`)
};

/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Pricing_Report_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_buy = /** @type {((inputs: Pricing_Report_Col_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_buy(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_buy(inputs)
	return en_pricing_report_col_buy(inputs)
});