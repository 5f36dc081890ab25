/**
* | output |
* | --- |
* | "The thread that stores files stopped: the app is closing." |
*
* @param {Main_Store_File_Thread_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped_closing: ((inputs?: Main_Store_File_Thread_Stopped_ClosingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_File_Thread_Stopped_ClosingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_File_Thread_Stopped_ClosingInputs = {};
