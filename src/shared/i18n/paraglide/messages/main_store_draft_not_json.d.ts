/**
* | output |
* | --- |
* | "The draft of {key} is not JSON data." |
*
* @param {Main_Store_Draft_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_draft_not_json: ((inputs: Main_Store_Draft_Not_JsonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Draft_Not_JsonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Draft_Not_JsonInputs = {
    key: NonNullable<unknown>;
};
