/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Log_Folder_OpenedInputs */

const en_log_folder_opened = /** @type {(inputs: Log_Folder_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opened the log folder in your file manager: ${i?.folder}`)
};

const es_log_folder_opened = /** @type {(inputs: Log_Folder_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se abrió la carpeta de registros en el gestor de archivos: ${i?.folder}`)
};

const en_xa2_log_folder_opened = /** @type {(inputs: Log_Folder_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñéð ţĥé ļóĝ ƒóļðéŕ íñ ýóúŕ ƒíļé ɱáñáĝéŕ: ${i?.folder} ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Opened the log folder in your file manager: {folder}" |
*
* @param {Log_Folder_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const log_folder_opened = /** @type {((inputs: Log_Folder_OpenedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Log_Folder_OpenedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_log_folder_opened(inputs)
	if (locale === "en-XA") return en_xa2_log_folder_opened(inputs)
	return en_log_folder_opened(inputs)
});