/**
* | countPlural | output |
* | --- | --- |
* | "one" | "and {shown} more problem" |
* | * | "and {shown} more problems" |
*
* @param {Pricing_Csv_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_more_problems: ((inputs: Pricing_Csv_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_More_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
