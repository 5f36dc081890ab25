/**
* | output |
* | --- |
* | "The thread that makes quote PDFs stopped: {why}." |
*
* @param {Main_Pdf_Thread_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_thread_stopped: ((inputs: Main_Pdf_Thread_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Thread_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Thread_StoppedInputs = {
    why: NonNullable<unknown>;
};
