/**
* | output |
* | --- |
* | "Type {type} is not a container type of the spec (DRY20, HDRY40, RF40, ...)" |
*
* @param {Rating_Rule_Container_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_container_unknown: ((inputs: Rating_Rule_Container_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Container_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Container_UnknownInputs = {
    type: NonNullable<unknown>;
};
