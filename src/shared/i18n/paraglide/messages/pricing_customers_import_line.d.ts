/**
* | output |
* | --- |
* | "Line {line}: {problem}" |
*
* @param {Pricing_Customers_Import_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_line: ((inputs: Pricing_Customers_Import_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Import_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_Import_LineInputs = {
    line: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
