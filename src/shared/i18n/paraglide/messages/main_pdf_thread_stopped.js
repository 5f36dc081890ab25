/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Pdf_Thread_StoppedInputs */

const en_main_pdf_thread_stopped = /** @type {(inputs: Main_Pdf_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The thread that makes quote PDFs stopped: ${i?.why}.`)
};

const es_main_pdf_thread_stopped = /** @type {(inputs: Main_Pdf_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El proceso que genera los PDF de cotización se detuvo: ${i?.why}.`)
};

const en_xa2_main_pdf_thread_stopped = /** @type {(inputs: Main_Pdf_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ ɱáķéš ǫúóţé ÞÐƑš šţóþþéð: ${i?.why}. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The thread that makes quote PDFs stopped: {why}." |
*
* @param {Main_Pdf_Thread_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_thread_stopped = /** @type {((inputs: Main_Pdf_Thread_StoppedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Thread_StoppedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_thread_stopped(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_thread_stopped(inputs)
	return en_main_pdf_thread_stopped(inputs)
});