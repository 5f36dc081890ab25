/**
* | output |
* | --- |
* | "{field} must be false for {code} (not a reefer)" |
*
* @param {Rating_Rule_Reefer_FalseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_reefer_false: ((inputs: Rating_Rule_Reefer_FalseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Reefer_FalseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Reefer_FalseInputs = {
    field: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
