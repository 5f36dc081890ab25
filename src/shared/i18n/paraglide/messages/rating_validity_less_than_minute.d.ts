/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Rating_Validity_Less_Than_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_less_than_minute: ((inputs?: Rating_Validity_Less_Than_MinuteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Less_Than_MinuteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_Less_Than_MinuteInputs = {};
