/**
* | output |
* | --- |
* | "\"{id}\" cannot name a local store: a profile id is 1 to 100 letters, digits, \"-\" or \"_\"." |
*
* @param {Main_Store_Profile_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_profile_id: ((inputs: Main_Store_Profile_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Profile_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Profile_IdInputs = {
    id: NonNullable<unknown>;
};
