/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_MarginInputs */

const en_pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margin ${i?.currency}`)
};

const es_pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen ${i?.currency}`)
};

const en_xa2_pricing_report_col_margin = /** @type {(inputs: Pricing_Report_Col_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáŕĝíñ ${i?.currency} ·~]`)
};

/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Pricing_Report_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_margin = /** @type {((inputs: Pricing_Report_Col_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_margin(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_margin(inputs)
	return en_pricing_report_col_margin(inputs)
});