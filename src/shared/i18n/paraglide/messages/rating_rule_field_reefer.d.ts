/**
* | output |
* | --- |
* | "reefer flag" |
*
* @param {Rating_Rule_Field_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_reefer: ((inputs?: Rating_Rule_Field_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_ReeferInputs = {};
