/**
* | output |
* | --- |
* | "Enter a date and a time (hours and minutes)" |
*
* @param {Today_Field_Date_And_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_date_and_time: ((inputs?: Today_Field_Date_And_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Field_Date_And_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Field_Date_And_TimeInputs = {};
