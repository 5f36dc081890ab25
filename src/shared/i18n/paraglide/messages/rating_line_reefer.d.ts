/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Rating_Line_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_reefer: ((inputs?: Rating_Line_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Line_ReeferInputs = {};
