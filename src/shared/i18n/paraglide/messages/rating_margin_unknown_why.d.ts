/**
* | output |
* | --- |
* | "Unknown: {why}" |
*
* @param {Rating_Margin_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown_why: ((inputs: Rating_Margin_Unknown_WhyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Unknown_WhyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Unknown_WhyInputs = {
    why: NonNullable<unknown>;
};
