/**
* | output |
* | --- |
* | "pickup date" |
*
* @param {Rating_Field_Pick_Up_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_pick_up_date: ((inputs?: Rating_Field_Pick_Up_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Pick_Up_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Pick_Up_DateInputs = {};
