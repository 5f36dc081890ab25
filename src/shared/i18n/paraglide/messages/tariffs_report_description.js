/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_DescriptionInputs */

const en_tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates of a contract that are valid in a period, each with its costs.`)
};

const es_tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios de un contrato vigentes en un periodo, cada uno con sus costes.`)
};

const en_xa2_tariffs_report_description = /** @type {(inputs: Tariffs_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš óƒ á çóñţŕáçţ ţĥáţ áŕé ṽáļíð íñ á þéŕíóð, éáçĥ ŵíţĥ íţš çóšţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The rates of a contract that are valid in a period, each with its costs." |
*
* @param {Tariffs_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_description = /** @type {((inputs?: Tariffs_Report_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_description(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_description(inputs)
	return en_tariffs_report_description(inputs)
});