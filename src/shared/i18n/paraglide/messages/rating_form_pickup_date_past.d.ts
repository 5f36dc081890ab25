/**
* | output |
* | --- |
* | "The pickup date cannot be in the past" |
*
* @param {Rating_Form_Pickup_Date_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_past: ((inputs?: Rating_Form_Pickup_Date_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Pickup_Date_PastInputs = {};
