/**
* | output |
* | --- |
* | "airport" |
*
* @param {Rating_End_Airport_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_noun: ((inputs?: Rating_End_Airport_NounInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Airport_NounInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Airport_NounInputs = {};
