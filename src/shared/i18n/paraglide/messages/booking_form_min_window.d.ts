/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The carrier needs a window of at least {shown} minute." |
* | * | "The carrier needs a window of at least {shown} minutes." |
*
* @param {Booking_Form_Min_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_min_window: ((inputs: Booking_Form_Min_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Min_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Min_WindowInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
