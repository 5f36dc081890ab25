/**
* | output |
* | --- |
* | "Copied from the damaged file into the new store: {what}." |
*
* @param {Main_Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_copied: ((inputs: Main_Store_CopiedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_CopiedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
