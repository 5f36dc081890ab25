/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so what only it held could not be rebuilt: {what}." |
*
* @param {Main_Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_nothing_readable: ((inputs: Main_Store_Nothing_ReadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Nothing_ReadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Nothing_ReadableInputs = {
    what: NonNullable<unknown>;
};
