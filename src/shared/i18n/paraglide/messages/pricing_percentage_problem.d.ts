/**
* | output |
* | --- |
* | "A percentage such as 12 or 12.5 (0 to 1000)" |
*
* @param {Pricing_Percentage_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percentage_problem: ((inputs?: Pricing_Percentage_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Percentage_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Percentage_ProblemInputs = {};
