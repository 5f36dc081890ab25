/**
* | output |
* | --- |
* | "the default margin \"{margin}\" is not a percentage such as 12.5 (0 to 1000)" |
*
* @param {Pricing_Csv_Bad_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_bad_margin: ((inputs: Pricing_Csv_Bad_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Bad_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Bad_MarginInputs = {
    margin: NonNullable<unknown>;
};
