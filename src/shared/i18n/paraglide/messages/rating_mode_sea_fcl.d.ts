/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Rating_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_fcl: ((inputs?: Rating_Mode_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Mode_Sea_FclInputs = {};
