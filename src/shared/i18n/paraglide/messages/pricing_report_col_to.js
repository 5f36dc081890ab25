/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Col_ToInputs */

const en_pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const es_pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

const en_xa2_pricing_report_col_to = /** @type {(inputs: Pricing_Report_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Pricing_Report_Col_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_to = /** @type {((inputs?: Pricing_Report_Col_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_to(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_to(inputs)
	return en_pricing_report_col_to(inputs)
});