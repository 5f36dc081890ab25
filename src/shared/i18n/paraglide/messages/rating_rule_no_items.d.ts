/**
* | output |
* | --- |
* | "{field} must hold at least one item" |
*
* @param {Rating_Rule_No_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_no_items: ((inputs: Rating_Rule_No_ItemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_No_ItemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_No_ItemsInputs = {
    field: NonNullable<unknown>;
};
