/**
* | output |
* | --- |
* | "Enter the API key for {to}: the stored one is sent only to {from}" |
*
* @param {Profile_Moved_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_api_key: ((inputs: Profile_Moved_Api_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Moved_Api_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Moved_Api_KeyInputs = {
    to: NonNullable<unknown>;
    from: NonNullable<unknown>;
};
