/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_App_No_Log_FileInputs */

const en_main_app_no_log_file = /** @type {(inputs: Main_App_No_Log_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk writes no log file here.`)
};

const es_main_app_no_log_file = /** @type {(inputs: Main_App_No_Log_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no escribe ningún archivo de registro aquí.`)
};

const en_xa2_main_app_no_log_file = /** @type {(inputs: Main_App_No_Log_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ ŵŕíţéš ñó ļóĝ ƒíļé ĥéŕé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk writes no log file here." |
*
* @param {Main_App_No_Log_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_app_no_log_file = /** @type {((inputs?: Main_App_No_Log_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_App_No_Log_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_app_no_log_file(inputs)
	if (locale === "en-XA") return en_xa2_main_app_no_log_file(inputs)
	return en_main_app_no_log_file(inputs)
});