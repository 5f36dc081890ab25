/**
* | output |
* | --- |
* | "Deadlines" |
*
* @param {Rating_Sea_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadlines: ((inputs?: Rating_Sea_DeadlinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_DeadlinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_DeadlinesInputs = {};
