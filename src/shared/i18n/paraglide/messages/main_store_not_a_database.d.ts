/**
* | output |
* | --- |
* | "The local store {file} is not a database Freight Desk can read ({why}). It was left as it is." |
*
* @param {Main_Store_Not_A_DatabaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_a_database: ((inputs: Main_Store_Not_A_DatabaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Not_A_DatabaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Not_A_DatabaseInputs = {
    file: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
