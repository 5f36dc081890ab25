/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Show_ReportInputs */

const en_tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show report`)
};

const es_tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver informe`)
};

const en_xa2_tariffs_show_report = /** @type {(inputs: Tariffs_Show_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ŕéþóŕţ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Show report" |
*
* @param {Tariffs_Show_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_report = /** @type {((inputs?: Tariffs_Show_ReportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Show_ReportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_show_report(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_show_report(inputs)
	return en_tariffs_show_report(inputs)
});