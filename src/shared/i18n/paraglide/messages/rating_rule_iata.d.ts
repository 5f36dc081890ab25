/**
* | output |
* | --- |
* | "{field} must be a 3-letter IATA airport code" |
*
* @param {Rating_Rule_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_iata: ((inputs: Rating_Rule_IataInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_IataInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_IataInputs = {
    field: NonNullable<unknown>;
};
