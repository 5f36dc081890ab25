/**
* | output |
* | --- |
* | "The keychain entry of profile “{name}” ({id}) could not be put back after the settings file failed to save: {detail}" |
*
* @param {Main_Profile_Keychain_Not_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_keychain_not_restored: ((inputs: Main_Profile_Keychain_Not_RestoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Keychain_Not_RestoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Keychain_Not_RestoredInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
