/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Idle_TextInputs */

const en_tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a contract number and the first day of the period, then “Show report”.`)
};

const es_tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un número de contrato y el primer día del periodo, y pulse «Ver informe».`)
};

const en_xa2_tariffs_report_idle_text = /** @type {(inputs: Tariffs_Report_Idle_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé á çóñţŕáçţ ñúɱƀéŕ áñð ţĥé ƒíŕšţ ðáý óƒ ţĥé þéŕíóð, ţĥéñ “Šĥóŵ ŕéþóŕţ”. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type a contract number and the first day of the period, then “Show report”." |
*
* @param {Tariffs_Report_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_text = /** @type {((inputs?: Tariffs_Report_Idle_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Idle_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_idle_text(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_idle_text(inputs)
	return en_tariffs_report_idle_text(inputs)
});