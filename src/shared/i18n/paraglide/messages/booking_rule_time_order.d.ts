/**
* | output |
* | --- |
* | "{label} must be later than {earlier}" |
*
* @param {Booking_Rule_Time_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time_order: ((inputs: Booking_Rule_Time_OrderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Time_OrderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_Time_OrderInputs = {
    label: NonNullable<unknown>;
    earlier: NonNullable<unknown>;
};
