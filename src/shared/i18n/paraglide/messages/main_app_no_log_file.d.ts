/**
* | output |
* | --- |
* | "Freight Desk writes no log file here." |
*
* @param {Main_App_No_Log_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_app_no_log_file: ((inputs?: Main_App_No_Log_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_App_No_Log_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_App_No_Log_FileInputs = {};
