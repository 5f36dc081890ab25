/**
* | output |
* | --- |
* | "Set by hand for this quote, instead of the rule." |
*
* @param {Rating_Margin_Set_By_Hand_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_set_by_hand_instead: ((inputs?: Rating_Margin_Set_By_Hand_InsteadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Set_By_Hand_InsteadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Set_By_Hand_InsteadInputs = {};
