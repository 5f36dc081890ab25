/**
* | output |
* | --- |
* | "{field} must be one of {codes}" |
*
* @param {Rating_Rule_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_one_of: ((inputs: Rating_Rule_One_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_One_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_One_OfInputs = {
    field: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
