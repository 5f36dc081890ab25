/**
* | output |
* | --- |
* | "The active profile changed" |
*
* @param {Error_Title_Profile_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_profile_changed: ((inputs?: Error_Title_Profile_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Profile_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Profile_ChangedInputs = {};
