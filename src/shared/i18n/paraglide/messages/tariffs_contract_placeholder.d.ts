/**
* | output |
* | --- |
* | "e.g. MSC-2026-ES-CN" |
*
* @param {Tariffs_Contract_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_placeholder: ((inputs?: Tariffs_Contract_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Contract_PlaceholderInputs = {};
