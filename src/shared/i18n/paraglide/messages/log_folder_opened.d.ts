/**
* | output |
* | --- |
* | "Opened the log folder in your file manager: {folder}" |
*
* @param {Log_Folder_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const log_folder_opened: ((inputs: Log_Folder_OpenedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Log_Folder_OpenedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Log_Folder_OpenedInputs = {
    folder: NonNullable<unknown>;
};
