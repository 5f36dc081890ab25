/**
* | output |
* | --- |
* | "No legs yet: the schedule comes with the confirmation." |
*
* @param {Rating_Sea_No_Legs_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs_prebooking: ((inputs?: Rating_Sea_No_Legs_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_Legs_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_No_Legs_PrebookingInputs = {};
