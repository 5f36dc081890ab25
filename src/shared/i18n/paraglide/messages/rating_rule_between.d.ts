/**
* | output |
* | --- |
* | "{field} must be between {min} and {max}" |
*
* @param {Rating_Rule_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_between: ((inputs: Rating_Rule_BetweenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_BetweenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_BetweenInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
