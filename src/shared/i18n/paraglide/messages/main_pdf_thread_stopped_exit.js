/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Main_Pdf_Thread_Stopped_ExitInputs */

const en_main_pdf_thread_stopped_exit = /** @type {(inputs: Main_Pdf_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The thread that makes quote PDFs stopped unexpectedly (exit code ${i?.code}).`)
};

const es_main_pdf_thread_stopped_exit = /** @type {(inputs: Main_Pdf_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proceso que genera los PDF de cotización se detuvo de forma inesperada (código de salida ${i?.code}).`)
};

const en_xa2_main_pdf_thread_stopped_exit = /** @type {(inputs: Main_Pdf_Thread_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ ɱáķéš ǫúóţé ÞÐƑš šţóþþéð úñéẋþéçţéðļý (éẋíţ çóðé ${i?.code}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The thread that makes quote PDFs stopped unexpectedly (exit code {code})." |
*
* @param {Main_Pdf_Thread_Stopped_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_thread_stopped_exit = /** @type {((inputs: Main_Pdf_Thread_Stopped_ExitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Thread_Stopped_ExitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_thread_stopped_exit(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_thread_stopped_exit(inputs)
	return en_main_pdf_thread_stopped_exit(inputs)
});