/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Pdf_Thread_Stopped_ClosingInputs */

const en_main_pdf_thread_stopped_closing = /** @type {(inputs: Main_Pdf_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The thread that makes quote PDFs stopped: the app is closing.`)
};

const es_main_pdf_thread_stopped_closing = /** @type {(inputs: Main_Pdf_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El proceso que genera los PDF de cotización se detuvo: la aplicación se está cerrando.`)
};

const en_xa2_main_pdf_thread_stopped_closing = /** @type {(inputs: Main_Pdf_Thread_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥŕéáð ţĥáţ ɱáķéš ǫúóţé ÞÐƑš šţóþþéð: ţĥé áþþ íš çļóšíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The thread that makes quote PDFs stopped: the app is closing." |
*
* @param {Main_Pdf_Thread_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_thread_stopped_closing = /** @type {((inputs?: Main_Pdf_Thread_Stopped_ClosingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Thread_Stopped_ClosingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_thread_stopped_closing(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_thread_stopped_closing(inputs)
	return en_main_pdf_thread_stopped_closing(inputs)
});