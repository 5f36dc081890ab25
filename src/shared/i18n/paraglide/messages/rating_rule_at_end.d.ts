/**
* | output |
* | --- |
* | "{end} {field}" |
*
* @param {Rating_Rule_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_at_end: ((inputs: Rating_Rule_At_EndInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_At_EndInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_At_EndInputs = {
    end: NonNullable<unknown>;
    field: NonNullable<unknown>;
};
