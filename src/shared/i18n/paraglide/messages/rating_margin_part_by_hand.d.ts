/**
* | output |
* | --- |
* | "Set by hand: {amount}" |
*
* @param {Rating_Margin_Part_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_by_hand: ((inputs: Rating_Margin_Part_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_By_HandInputs = {
    amount: NonNullable<unknown>;
};
