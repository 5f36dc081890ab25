/**
* | output |
* | --- |
* | "No deadlines given." |
*
* @param {Rating_Sea_No_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_deadlines: ((inputs?: Rating_Sea_No_DeadlinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_DeadlinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_No_DeadlinesInputs = {};
