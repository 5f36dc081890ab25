/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Csv_Rule_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_by_hand: ((inputs?: Rating_Csv_Rule_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rule_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_Rule_By_HandInputs = {};
