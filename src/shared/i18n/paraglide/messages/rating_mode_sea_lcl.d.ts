/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Rating_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_lcl: ((inputs?: Rating_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Mode_Sea_LclInputs = {};
