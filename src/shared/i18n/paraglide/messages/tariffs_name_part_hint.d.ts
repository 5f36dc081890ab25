/**
* | output |
* | --- |
* | "Optional: part of the name." |
*
* @param {Tariffs_Name_Part_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_part_hint: ((inputs?: Tariffs_Name_Part_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Name_Part_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Name_Part_HintInputs = {};
