/**
* | output |
* | --- |
* | "unknown: {why}" |
*
* @param {Rating_Csv_Rule_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_unknown: ((inputs: Rating_Csv_Rule_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rule_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_Rule_UnknownInputs = {
    why: NonNullable<unknown>;
};
