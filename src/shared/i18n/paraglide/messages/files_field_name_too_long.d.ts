/**
* | output |
* | --- |
* | "The file name is too long (at most {max} characters)" |
*
* @param {Files_Field_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_name_too_long: ((inputs: Files_Field_Name_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_Field_Name_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_Field_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
