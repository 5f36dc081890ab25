/**
* | output |
* | --- |
* | "desk default" |
*
* @param {Pricing_Level_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_desk: ((inputs?: Pricing_Level_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Level_DeskInputs = {};
