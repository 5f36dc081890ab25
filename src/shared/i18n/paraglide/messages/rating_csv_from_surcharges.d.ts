/**
* | output |
* | --- |
* | "sum of surcharges" |
*
* @param {Rating_Csv_From_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_surcharges: ((inputs?: Rating_Csv_From_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_From_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_From_SurchargesInputs = {};
