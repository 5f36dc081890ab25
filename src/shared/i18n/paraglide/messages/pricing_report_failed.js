/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_FailedInputs */

const en_pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report was not saved`)
};

const es_pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El informe no se guardó`)
};

const en_xa2_pricing_report_failed = /** @type {(inputs: Pricing_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþóŕţ ŵáš ñóţ šáṽéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The report was not saved" |
*
* @param {Pricing_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_failed = /** @type {((inputs?: Pricing_Report_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_failed(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_failed(inputs)
	return en_pricing_report_failed(inputs)
});