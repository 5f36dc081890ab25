/**
* | output |
* | --- |
* | "{label} must be an Incoterms 2020 code ({codes})" |
*
* @param {Booking_Rule_Incoterm_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_code: ((inputs: Booking_Rule_Incoterm_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Incoterm_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_Incoterm_CodeInputs = {
    label: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
