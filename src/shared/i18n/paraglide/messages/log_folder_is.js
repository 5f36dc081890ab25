/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Log_Folder_IsInputs */

const en_log_folder_is = /** @type {(inputs: Log_Folder_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The log files are in ${i?.folder}`)
};

const es_log_folder_is = /** @type {(inputs: Log_Folder_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los archivos de registro están en ${i?.folder}`)
};

const en_xa2_log_folder_is = /** @type {(inputs: Log_Folder_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóĝ ƒíļéš áŕé íñ ${i?.folder} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The log files are in {folder}" |
*
* @param {Log_Folder_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const log_folder_is = /** @type {((inputs: Log_Folder_IsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Log_Folder_IsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_log_folder_is(inputs)
	if (locale === "en-XA") return en_xa2_log_folder_is(inputs)
	return en_log_folder_is(inputs)
});