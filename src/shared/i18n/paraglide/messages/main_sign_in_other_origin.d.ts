/**
* | output |
* | --- |
* | "The API key and secret of this profile were given for {kept}, not {origin}, so they were not sent. Enter the key and secret for this service in the profile s..." |
*
* @param {Main_Sign_In_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_other_origin: ((inputs: Main_Sign_In_Other_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sign_In_Other_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sign_In_Other_OriginInputs = {
    kept: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
