/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active: ((inputs?: Profiles_Remove_Body_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_Body_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Remove_Body_ActiveInputs = {};
