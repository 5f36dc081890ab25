/**
* | output |
* | --- |
* | "The thread that makes quote PDFs stopped: the app is closing." |
*
* @param {Main_Pdf_Thread_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_thread_stopped_closing: ((inputs?: Main_Pdf_Thread_Stopped_ClosingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Thread_Stopped_ClosingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Thread_Stopped_ClosingInputs = {};
