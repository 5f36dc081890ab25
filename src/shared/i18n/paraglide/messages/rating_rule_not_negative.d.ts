/**
* | output |
* | --- |
* | "{field} must not be negative" |
*
* @param {Rating_Rule_Not_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_not_negative: ((inputs: Rating_Rule_Not_NegativeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Not_NegativeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Not_NegativeInputs = {
    field: NonNullable<unknown>;
};
