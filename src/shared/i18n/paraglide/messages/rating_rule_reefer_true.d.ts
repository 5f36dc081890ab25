/**
* | output |
* | --- |
* | "{field} must be true for {code}" |
*
* @param {Rating_Rule_Reefer_TrueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_reefer_true: ((inputs: Rating_Rule_Reefer_TrueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Reefer_TrueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Reefer_TrueInputs = {
    field: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
