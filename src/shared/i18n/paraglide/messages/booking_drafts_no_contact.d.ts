/**
* | output |
* | --- |
* | "No contact typed yet" |
*
* @param {Booking_Drafts_No_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_contact: ((inputs?: Booking_Drafts_No_ContactInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_No_ContactInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Drafts_No_ContactInputs = {};
