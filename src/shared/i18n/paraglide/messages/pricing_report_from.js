/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_FromInputs */

const en_pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const en_xa2_pricing_report_from = /** @type {(inputs: Pricing_Report_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ·]`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Pricing_Report_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_from = /** @type {((inputs?: Pricing_Report_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_from(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_from(inputs)
	return en_pricing_report_from(inputs)
});