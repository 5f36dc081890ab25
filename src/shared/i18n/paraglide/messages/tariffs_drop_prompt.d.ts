/**
* | output |
* | --- |
* | "Drop tariff files here (CSV, PDF, XLSX…), or" |
*
* @param {Tariffs_Drop_PromptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_prompt: ((inputs?: Tariffs_Drop_PromptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Drop_PromptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Drop_PromptInputs = {};
