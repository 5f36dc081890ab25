/**
* | output |
* | --- |
* | "Freight Desk found its local store {file} damaged ({reason})." |
*
* @param {Main_Store_Found_DamagedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_found_damaged: ((inputs: Main_Store_Found_DamagedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Found_DamagedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Found_DamagedInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
