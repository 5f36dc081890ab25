/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_Col_CarrierInputs */

const en_pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

const es_pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

const en_xa2_pricing_report_col_carrier = /** @type {(inputs: Pricing_Report_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pricing_Report_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_carrier = /** @type {((inputs?: Pricing_Report_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_col_carrier(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_col_carrier(inputs)
	return en_pricing_report_col_carrier(inputs)
});