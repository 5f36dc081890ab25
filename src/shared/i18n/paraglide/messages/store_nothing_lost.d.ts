/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost: ((inputs?: Store_Nothing_LostInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_LostInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Nothing_LostInputs = {};
