/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable: ((inputs?: Store_Nothing_ReadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_ReadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Nothing_ReadableInputs = {};
