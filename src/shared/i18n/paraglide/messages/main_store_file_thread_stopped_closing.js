/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_File_Thread_Stopped_ClosingInputs */

const en_main_store_file_thread_stopped_closing = /** @type {(inputs: Main_Store_File_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thread that stores files stopped: the app is closing.`)
};

const es_main_store_file_thread_stopped_closing = /** @type {(inputs: Main_Store_File_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proceso que guarda los archivos se detuvo: la aplicación se está cerrando.`)
};

const en_xa2_main_store_file_thread_stopped_closing = /** @type {(inputs: Main_Store_File_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ šţóŕéš ƒíļéš šţóþþéð: ţĥé áþþ íš çļóšíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The thread that stores files stopped: the app is closing." |
*
* @param {Main_Store_File_Thread_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped_closing = /** @type {((inputs?: Main_Store_File_Thread_Stopped_ClosingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_File_Thread_Stopped_ClosingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_file_thread_stopped_closing(inputs)
	if (locale === "en-XA") return en_xa2_main_store_file_thread_stopped_closing(inputs)
	return en_main_store_file_thread_stopped_closing(inputs)
});