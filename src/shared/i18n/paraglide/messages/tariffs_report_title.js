/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_TitleInputs */

const en_tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff report`)
};

const es_tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe de tarifas`)
};

const en_xa2_tariffs_report_title = /** @type {(inputs: Tariffs_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ŕéþóŕţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Tariff report" |
*
* @param {Tariffs_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_title = /** @type {((inputs?: Tariffs_Report_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_title(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_title(inputs)
	return en_tariffs_report_title(inputs)
});