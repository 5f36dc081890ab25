/**
* | output |
* | --- |
* | "The local store {file} is damaged ({reason}). Freight Desk sets it aside and fills a new one from the service: try again in a moment." |
*
* @param {Main_Store_DamagedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_damaged: ((inputs: Main_Store_DamagedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_DamagedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_DamagedInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
