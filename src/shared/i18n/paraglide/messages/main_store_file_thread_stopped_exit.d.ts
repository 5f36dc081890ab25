/**
* | output |
* | --- |
* | "The thread that stores files stopped unexpectedly (exit code {code})." |
*
* @param {Main_Store_File_Thread_Stopped_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_thread_stopped_exit: ((inputs: Main_Store_File_Thread_Stopped_ExitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_File_Thread_Stopped_ExitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_File_Thread_Stopped_ExitInputs = {
    code: NonNullable<unknown>;
};
