/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking." |
*
* @param {Rating_Sea_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_prebooking: ((inputs?: Rating_Sea_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_PrebookingInputs = {};
