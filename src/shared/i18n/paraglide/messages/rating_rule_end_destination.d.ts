/**
* | output |
* | --- |
* | "destination" |
*
* @param {Rating_Rule_End_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_end_destination: ((inputs?: Rating_Rule_End_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_End_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_End_DestinationInputs = {};
