/**
* | output |
* | --- |
* | "A profile with this name already exists" |
*
* @param {Main_Profile_Name_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken_field: ((inputs?: Main_Profile_Name_Taken_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Name_Taken_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Name_Taken_FieldInputs = {};
