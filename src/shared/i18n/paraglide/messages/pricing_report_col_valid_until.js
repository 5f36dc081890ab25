/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Col_Valid_UntilInputs */

const en_pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

const es_pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida hasta`)
};

const en_xa2_pricing_report_col_valid_until = /** @type {(inputs: Pricing_Report_Col_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Pricing_Report_Col_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_valid_until = /** @type {((inputs?: Pricing_Report_Col_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_valid_until(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_valid_until(inputs)
	return en_pricing_report_col_valid_until(inputs)
});