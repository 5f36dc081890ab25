/**
* | output |
* | --- |
* | "\"{name}\" is already on line {line}" |
*
* @param {Pricing_Csv_Name_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_repeated: ((inputs: Pricing_Csv_Name_RepeatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Name_RepeatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Name_RepeatedInputs = {
    name: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
