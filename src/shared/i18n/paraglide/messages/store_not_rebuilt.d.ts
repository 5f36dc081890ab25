/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt: ((inputs?: Store_Not_RebuiltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Not_RebuiltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Not_RebuiltInputs = {};
