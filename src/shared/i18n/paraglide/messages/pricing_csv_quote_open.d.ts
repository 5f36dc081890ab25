/**
* | output |
* | --- |
* | "a quoted field is not closed (a \" is missing)" |
*
* @param {Pricing_Csv_Quote_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_quote_open: ((inputs?: Pricing_Csv_Quote_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Quote_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Quote_OpenInputs = {};
