/**
* | output |
* | --- |
* | "SQLite's check of the file found: {finding}" |
*
* @param {Main_Store_Check_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_check_found: ((inputs: Main_Store_Check_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Check_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Check_FoundInputs = {
    finding: NonNullable<unknown>;
};
