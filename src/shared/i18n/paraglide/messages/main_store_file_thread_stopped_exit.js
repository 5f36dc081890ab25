/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Main_Store_File_Thread_Stopped_ExitInputs */

const en_main_store_file_thread_stopped_exit = /** @type {(inputs: Main_Store_File_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The thread that stores files stopped unexpectedly (exit code ${i?.code}).`)
};

const es_main_store_file_thread_stopped_exit = /** @type {(inputs: Main_Store_File_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proceso que guarda los archivos se detuvo de forma inesperada (código de salida ${i?.code}).`)
};

const en_xa2_main_store_file_thread_stopped_exit = /** @type {(inputs: Main_Store_File_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ šţóŕéš ƒíļéš šţóþþéð úñéẋþéçţéðļý (éẋíţ çóðé ${i?.code}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The thread that stores files stopped unexpectedly (exit code {code})." |
*
* @param {Main_Store_File_Thread_Stopped_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped_exit = /** @type {((inputs: Main_Store_File_Thread_Stopped_ExitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_File_Thread_Stopped_ExitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_file_thread_stopped_exit(inputs)
	if (locale === "en-XA") return en_xa2_main_store_file_thread_stopped_exit(inputs)
	return en_main_store_file_thread_stopped_exit(inputs)
});