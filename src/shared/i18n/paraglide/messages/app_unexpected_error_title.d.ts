/**
* | output |
* | --- |
* | "{app} hit an unexpected error" |
*
* @param {App_Unexpected_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_unexpected_error_title: ((inputs: App_Unexpected_Error_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Unexpected_Error_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Unexpected_Error_TitleInputs = {
    app: NonNullable<unknown>;
};
