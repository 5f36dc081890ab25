/**
* | output |
* | --- |
* | "Booking and deleting quotes need the service." |
*
* @param {Quotes_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_needs_service: ((inputs?: Quotes_Needs_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Needs_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Needs_ServiceInputs = {};
