/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Idle_TitleInputs */

const en_tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a report`)
};

const es_tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida un informe`)
};

const en_xa2_tariffs_report_idle_title = /** @type {(inputs: Tariffs_Report_Idle_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ƒóŕ á ŕéþóŕţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Ask for a report" |
*
* @param {Tariffs_Report_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_title = /** @type {((inputs?: Tariffs_Report_Idle_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Idle_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_idle_title(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_idle_title(inputs)
	return en_tariffs_report_idle_title(inputs)
});