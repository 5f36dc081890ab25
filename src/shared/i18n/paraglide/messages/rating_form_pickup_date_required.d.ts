/**
* | output |
* | --- |
* | "Pickup date is required" |
*
* @param {Rating_Form_Pickup_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_required: ((inputs?: Rating_Form_Pickup_Date_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Pickup_Date_RequiredInputs = {};
