/**
* | output |
* | --- |
* | "Use a date like 2026-12-31" |
*
* @param {Tariffs_Field_To_Date_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_field_to_date_form: ((inputs?: Tariffs_Field_To_Date_FormInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Field_To_Date_FormInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Field_To_Date_FormInputs = {};
