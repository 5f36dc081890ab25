/**
* | output |
* | --- |
* | "the {column} is longer than {max} characters" |
*
* @param {Pricing_Csv_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_too_long: ((inputs: Pricing_Csv_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Too_LongInputs = {
    column: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
