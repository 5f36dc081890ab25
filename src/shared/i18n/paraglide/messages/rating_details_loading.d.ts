/**
* | output |
* | --- |
* | "Loading the rate’s surcharges, conditions and schedule…" |
*
* @param {Rating_Details_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_loading: ((inputs?: Rating_Details_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Details_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Details_LoadingInputs = {};
