/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_NoneInputs */

const en_tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tariff for “${i?.contract}” in this period`)
};

const es_tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay tarifas de «${i?.contract}» en este periodo`)
};

const en_xa2_tariffs_report_none = /** @type {(inputs: Tariffs_Report_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ţáŕíƒƒ ƒóŕ “${i?.contract}” íñ ţĥíš þéŕíóð ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No tariff for “{contract}” in this period" |
*
* @param {Tariffs_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none = /** @type {((inputs: Tariffs_Report_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_none(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_none(inputs)
	return en_tariffs_report_none(inputs)
});