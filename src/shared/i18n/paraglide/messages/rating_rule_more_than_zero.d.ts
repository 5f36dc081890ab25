/**
* | output |
* | --- |
* | "{field} must be more than 0" |
*
* @param {Rating_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_more_than_zero: ((inputs: Rating_Rule_More_Than_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_More_Than_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_More_Than_ZeroInputs = {
    field: NonNullable<unknown>;
};
