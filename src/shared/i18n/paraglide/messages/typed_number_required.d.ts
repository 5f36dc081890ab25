/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Typed_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_required: ((inputs: Typed_Number_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Typed_Number_RequiredInputs = {
    label: NonNullable<unknown>;
};
