/**
* | output |
* | --- |
* | "Use a date like 2026-11-22" |
*
* @param {Tracking_Field_Date_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_field_date_form: ((inputs?: Tracking_Field_Date_FormInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Field_Date_FormInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Field_Date_FormInputs = {};
