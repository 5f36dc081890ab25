/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Rating_Csv_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin: ((inputs: Rating_Csv_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_MarginInputs = {
    currency: NonNullable<unknown>;
};
