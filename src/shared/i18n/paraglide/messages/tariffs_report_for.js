/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counts: NonNullable<unknown>, contract: NonNullable<unknown> }} Tariffs_Report_ForInputs */

const en_tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} for “${i?.contract}”`)
};

const es_tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} de «${i?.contract}»`)
};

const en_xa2_tariffs_report_for = /** @type {(inputs: Tariffs_Report_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.counts} ƒóŕ “${i?.contract}” ·~]`)
};

/**
* | output |
* | --- |
* | "{counts} for “{contract}”" |
*
* @param {Tariffs_Report_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_for = /** @type {((inputs: Tariffs_Report_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_for(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_for(inputs)
	return en_tariffs_report_for(inputs)
});