/**
* | output |
* | --- |
* | "{label} must be a number, such as 12.5" |
*
* @param {Typed_Number_DecimalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_decimal: ((inputs: Typed_Number_DecimalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_DecimalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Typed_Number_DecimalInputs = {
    label: NonNullable<unknown>;
};
