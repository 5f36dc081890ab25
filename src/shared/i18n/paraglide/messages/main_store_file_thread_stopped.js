/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Store_File_Thread_StoppedInputs */

const en_main_store_file_thread_stopped = /** @type {(inputs: Main_Store_File_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The thread that stores files stopped: ${i?.why}.`)
};

const es_main_store_file_thread_stopped = /** @type {(inputs: Main_Store_File_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proceso que guarda los archivos se detuvo: ${i?.why}.`)
};

const en_xa2_main_store_file_thread_stopped = /** @type {(inputs: Main_Store_File_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ šţóŕéš ƒíļéš šţóþþéð: ${i?.why}. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The thread that stores files stopped: {why}." |
*
* @param {Main_Store_File_Thread_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped = /** @type {((inputs: Main_Store_File_Thread_StoppedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_File_Thread_StoppedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_file_thread_stopped(inputs)
	if (locale === "en-XA") return en_xa2_main_store_file_thread_stopped(inputs)
	return en_main_store_file_thread_stopped(inputs)
});