/**
* | output |
* | --- |
* | "{label} is written without the plus sign" |
*
* @param {Booking_Rule_No_PlusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_plus: ((inputs: Booking_Rule_No_PlusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_PlusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_No_PlusInputs = {
    label: NonNullable<unknown>;
};
