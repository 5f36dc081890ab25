/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_LoadingInputs */

const en_tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the tariff report…`)
};

const es_tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el informe de tarifas…`)
};

const en_xa2_tariffs_report_loading = /** @type {(inputs: Tariffs_Report_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţĥé ţáŕíƒƒ ŕéþóŕţ… ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Reading the tariff report…" |
*
* @param {Tariffs_Report_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_loading = /** @type {((inputs?: Tariffs_Report_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_loading(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_loading(inputs)
	return en_tariffs_report_loading(inputs)
});