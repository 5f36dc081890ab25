/**
* | output |
* | --- |
* | "the column \"{name}\" is named twice" |
*
* @param {Pricing_Csv_Column_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_column_twice: ((inputs: Pricing_Csv_Column_TwiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Column_TwiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Column_TwiceInputs = {
    name: NonNullable<unknown>;
};
