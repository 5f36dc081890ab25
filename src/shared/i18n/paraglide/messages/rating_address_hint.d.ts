/**
* | output |
* | --- |
* | "Filled in from the place you pick. Type them only for a place the lookup does not know." |
*
* @param {Rating_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_hint: ((inputs?: Rating_Address_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Address_HintInputs = {};
