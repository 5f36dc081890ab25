/**
* | output |
* | --- |
* | "A profile named “{name}” already exists." |
*
* @param {Main_Profile_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken: ((inputs: Main_Profile_Name_TakenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Name_TakenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Name_TakenInputs = {
    name: NonNullable<unknown>;
};
