/**
* | output |
* | --- |
* | "Minimum margin {minimum}: raised by {raised}" |
*
* @param {Rating_Margin_Part_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_minimum: ((inputs: Rating_Margin_Part_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_MinimumInputs = {
    minimum: NonNullable<unknown>;
    raised: NonNullable<unknown>;
};
