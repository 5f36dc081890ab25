/**
* | output |
* | --- |
* | "The thread that stores files stopped: {why}." |
*
* @param {Main_Store_File_Thread_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped: ((inputs: Main_Store_File_Thread_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_File_Thread_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_File_Thread_StoppedInputs = {
    why: NonNullable<unknown>;
};
