/**
* | output |
* | --- |
* | "Name must be at most {max} characters" |
*
* @param {Profile_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_name_too_long: ((inputs: Profile_Name_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Name_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
