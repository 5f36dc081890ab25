/**
* | output |
* | --- |
* | "margin rules loading" |
*
* @param {Rating_Margin_Rules_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_loading: ((inputs?: Rating_Margin_Rules_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Rules_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Rules_LoadingInputs = {};
