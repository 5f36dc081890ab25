/**
* | output |
* | --- |
* | "Id (the selected quote) is required" |
*
* @param {Booking_Rule_Quote_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_quote_required: ((inputs?: Booking_Rule_Quote_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Quote_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Rule_Quote_RequiredInputs = {};
