/**
* | output |
* | --- |
* | "; the service no longer lists it as a saved quote." |
*
* @param {Booking_Quote_No_Longer_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_no_longer_listed: ((inputs?: Booking_Quote_No_Longer_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_No_Longer_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_No_Longer_ListedInputs = {};
