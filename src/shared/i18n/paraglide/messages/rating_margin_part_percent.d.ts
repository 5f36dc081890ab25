/**
* | output |
* | --- |
* | "{percent} % of {of} = {amount}" |
*
* @param {Rating_Margin_Part_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_percent: ((inputs: Rating_Margin_Part_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_PercentInputs = {
    percent: NonNullable<unknown>;
    of: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
