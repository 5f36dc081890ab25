/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Tariffs_ReportInputs */

const en_op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Query the tariff report`)
};

const es_op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar el informe de tarifas`)
};

const en_xa2_op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúéŕý ţĥé ţáŕíƒƒ ŕéþóŕţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report = /** @type {((inputs?: Op_Tariffs_ReportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_ReportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_tariffs_report(inputs)
	if (locale === "en-XA") return en_xa2_op_tariffs_report(inputs)
	return en_op_tariffs_report(inputs)
});