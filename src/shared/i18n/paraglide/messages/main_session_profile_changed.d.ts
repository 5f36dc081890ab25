/**
* | output |
* | --- |
* | "The active profile changed before this answer arrived, so it was set aside: it belongs to the other account. Load it again for the active profile." |
*
* @param {Main_Session_Profile_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_profile_changed: ((inputs?: Main_Session_Profile_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Session_Profile_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Session_Profile_ChangedInputs = {};
