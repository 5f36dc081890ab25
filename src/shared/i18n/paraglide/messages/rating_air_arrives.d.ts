/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Rating_Air_ArrivesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_arrives: ((inputs?: Rating_Air_ArrivesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_ArrivesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Air_ArrivesInputs = {};
