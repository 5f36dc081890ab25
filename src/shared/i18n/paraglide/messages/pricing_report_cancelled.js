/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Report_CancelledInputs */

const en_pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the report was cancelled.`)
};

const es_pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el informe.`)
};

const en_xa2_pricing_report_cancelled = /** @type {(inputs: Pricing_Report_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé ŕéþóŕţ ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not saved: the report was cancelled." |
*
* @param {Pricing_Report_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_cancelled = /** @type {((inputs?: Pricing_Report_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_report_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_pricing_report_cancelled(inputs)
	return en_pricing_report_cancelled(inputs)
});