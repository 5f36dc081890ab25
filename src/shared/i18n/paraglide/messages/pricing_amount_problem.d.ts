/**
* | output |
* | --- |
* | "An amount such as 25 or 25.50" |
*
* @param {Pricing_Amount_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_amount_problem: ((inputs?: Pricing_Amount_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Amount_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Amount_ProblemInputs = {};
