/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Col_SavedInputs */

const en_pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved`)
};

const es_pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada`)
};

const en_xa2_pricing_report_col_saved = /** @type {(inputs: Pricing_Report_Col_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð ·]`)
};

/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Pricing_Report_Col_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_saved = /** @type {((inputs?: Pricing_Report_Col_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_saved(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_saved(inputs)
	return en_pricing_report_col_saved(inputs)
});