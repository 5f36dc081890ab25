/**
* | output |
* | --- |
* | "{label} is required for sea bookings" |
*
* @param {Booking_Rule_Incoterm_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_required: ((inputs: Booking_Rule_Incoterm_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Incoterm_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_Incoterm_RequiredInputs = {
    label: NonNullable<unknown>;
};
