/**
* | output |
* | --- |
* | "{message} The details are in the log: {folder}" |
*
* @param {App_Error_Details_In_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_error_details_in_log: ((inputs: App_Error_Details_In_LogInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Error_Details_In_LogInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Error_Details_In_LogInputs = {
    message: NonNullable<unknown>;
    folder: NonNullable<unknown>;
};
