/**
* | output |
* | --- |
* | "The service did not save the quote and gave no reason." |
*
* @param {Rating_Save_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_no_reason: ((inputs?: Rating_Save_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Save_No_ReasonInputs = {};
