/**
* | output |
* | --- |
* | "The carrier's pickup times could not be asked for ({reason}): type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_UnansweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_unanswered: ((inputs: Booking_Form_Times_UnansweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_UnansweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Times_UnansweredInputs = {
    reason: NonNullable<unknown>;
};
