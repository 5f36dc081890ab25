/**
* | output |
* | --- |
* | "Freight Desk could not number the containers and their cargo lines: remove a line and add it again." |
*
* @param {Booking_Rule_NumberingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_numbering: ((inputs?: Booking_Rule_NumberingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_NumberingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_NumberingInputs = {};
