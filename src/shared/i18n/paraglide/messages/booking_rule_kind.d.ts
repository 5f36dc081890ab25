/**
* | output |
* | --- |
* | "{label} must be {kind}" |
*
* @param {Booking_Rule_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_kind: ((inputs: Booking_Rule_KindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_KindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_KindInputs = {
    label: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
