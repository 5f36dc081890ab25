/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_TitleInputs */

const en_pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes report`)
};

const es_pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe de cotizaciones`)
};

const en_xa2_pricing_report_title = /** @type {(inputs: Pricing_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţéš ŕéþóŕţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Quotes report" |
*
* @param {Pricing_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_title = /** @type {((inputs?: Pricing_Report_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_title(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_title(inputs)
	return en_pricing_report_title(inputs)
});