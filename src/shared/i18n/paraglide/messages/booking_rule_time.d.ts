/**
* | output |
* | --- |
* | "{label} must be a time hh:mm or hh:mm:ss" |
*
* @param {Booking_Rule_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time: ((inputs: Booking_Rule_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_TimeInputs = {
    label: NonNullable<unknown>;
};
