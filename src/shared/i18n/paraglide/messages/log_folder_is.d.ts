/**
* | output |
* | --- |
* | "The log files are in {folder}" |
*
* @param {Log_Folder_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const log_folder_is: ((inputs: Log_Folder_IsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Log_Folder_IsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Log_Folder_IsInputs = {
    folder: NonNullable<unknown>;
};
