/**
* | output |
* | --- |
* | "The quote expired on {when}: rate the shipment again and book a current rate" |
*
* @param {Service_Said_Quote_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_quote_expired: ((inputs: Service_Said_Quote_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Quote_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Quote_ExpiredInputs = {
    when: NonNullable<unknown>;
};
