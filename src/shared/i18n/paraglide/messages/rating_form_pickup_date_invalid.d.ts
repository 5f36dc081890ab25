/**
* | output |
* | --- |
* | "Pickup date must be a date such as {example}" |
*
* @param {Rating_Form_Pickup_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_invalid: ((inputs: Rating_Form_Pickup_Date_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Pickup_Date_InvalidInputs = {
    example: NonNullable<unknown>;
};
