/**
* | output |
* | --- |
* | "Could not be rebuilt: {what}." |
*
* @param {Main_Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_rebuilt: ((inputs: Main_Store_Not_RebuiltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Not_RebuiltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Not_RebuiltInputs = {
    what: NonNullable<unknown>;
};
