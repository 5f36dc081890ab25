/**
* | output |
* | --- |
* | "{label} must be more than 0" |
*
* @param {Booking_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_more_than_zero: ((inputs: Booking_Rule_More_Than_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_More_Than_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_More_Than_ZeroInputs = {
    label: NonNullable<unknown>;
};
