/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content: ((inputs?: App_Skip_To_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Skip_To_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Skip_To_ContentInputs = {};
