/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Rating_Sea_DeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadline: ((inputs?: Rating_Sea_DeadlineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_DeadlineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_DeadlineInputs = {};
