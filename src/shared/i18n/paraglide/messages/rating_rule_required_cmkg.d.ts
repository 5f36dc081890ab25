/**
* | output |
* | --- |
* | "{field} must not be empty (CmKg)" |
*
* @param {Rating_Rule_Required_CmkgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_required_cmkg: ((inputs: Rating_Rule_Required_CmkgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Required_CmkgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Required_CmkgInputs = {
    field: NonNullable<unknown>;
};
