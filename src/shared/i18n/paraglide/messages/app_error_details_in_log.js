/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown>, folder: NonNullable<unknown> }} App_Error_Details_In_LogInputs */

const en_app_error_details_in_log = /** @type {(inputs: App_Error_Details_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}

The details are in the log: ${i?.folder}`)
};

const es_app_error_details_in_log = /** @type {(inputs: App_Error_Details_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message}

Los detalles están en los registros: ${i?.folder}`)
};

const en_xa2_app_error_details_in_log = /** @type {(inputs: App_Error_Details_In_LogInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.message}

Ţĥé ðéţáíļš áŕé íñ ţĥé ļóĝ: ${i?.folder} ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{message} The details are in the log: {folder}" |
*
* @param {App_Error_Details_In_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_error_details_in_log = /** @type {((inputs: App_Error_Details_In_LogInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Error_Details_In_LogInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_error_details_in_log(inputs)
	if (locale === "en-XA") return en_xa2_app_error_details_in_log(inputs)
	return en_app_error_details_in_log(inputs)
});