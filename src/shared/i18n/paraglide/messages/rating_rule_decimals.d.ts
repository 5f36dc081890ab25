/**
* | output |
* | --- |
* | "{field} has more than {max} decimals" |
*
* @param {Rating_Rule_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_decimals: ((inputs: Rating_Rule_DecimalsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_DecimalsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_DecimalsInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
