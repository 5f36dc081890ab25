/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Report_If_AgainInputs */

const en_failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it keeps happening, report it to your provider.`)
};

const es_failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

const en_xa2_failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again = /** @type {((inputs?: Failure_Report_If_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Report_If_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_report_if_again(inputs)
	if (locale === "en-XA") return en_xa2_failure_report_if_again(inputs)
	return en_failure_report_if_again(inputs)
});