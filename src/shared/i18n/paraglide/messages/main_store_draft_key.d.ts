/**
* | output |
* | --- |
* | "\"{key}\" cannot name a draft: 1 to 120 letters, digits or . / : _ -." |
*
* @param {Main_Store_Draft_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_draft_key: ((inputs: Main_Store_Draft_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Draft_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Draft_KeyInputs = {
    key: NonNullable<unknown>;
};
