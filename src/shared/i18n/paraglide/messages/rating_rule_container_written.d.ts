/**
* | output |
* | --- |
* | "Type must be written {code} in a rating request" |
*
* @param {Rating_Rule_Container_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_container_written: ((inputs: Rating_Rule_Container_WrittenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Container_WrittenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Container_WrittenInputs = {
    code: NonNullable<unknown>;
};
