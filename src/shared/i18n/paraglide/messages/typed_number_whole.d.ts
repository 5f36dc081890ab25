/**
* | output |
* | --- |
* | "{label} must be a whole number, such as 2" |
*
* @param {Typed_Number_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_whole: ((inputs: Typed_Number_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Typed_Number_WholeInputs = {
    label: NonNullable<unknown>;
};
