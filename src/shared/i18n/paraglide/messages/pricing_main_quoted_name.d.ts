/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Pricing_Main_Quoted_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quoted_name: ((inputs: Pricing_Main_Quoted_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quoted_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Quoted_NameInputs = {
    name: NonNullable<unknown>;
};
