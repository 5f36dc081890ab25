/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_None_TextInputs */

const en_tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the contract number and the dates, or upload the tariff above.`)
};

const es_tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el número de contrato y las fechas, o suba la tarifa arriba.`)
};

const en_xa2_tariffs_report_none_text = /** @type {(inputs: Tariffs_Report_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé çóñţŕáçţ ñúɱƀéŕ áñð ţĥé ðáţéš, óŕ úþļóáð ţĥé ţáŕíƒƒ áƀóṽé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Check the contract number and the dates, or upload the tariff above." |
*
* @param {Tariffs_Report_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none_text = /** @type {((inputs?: Tariffs_Report_None_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_None_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_none_text(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_none_text(inputs)
	return en_tariffs_report_none_text(inputs)
});