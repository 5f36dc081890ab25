/**
* | output |
* | --- |
* | "This quote is already booked as shipment {shipment}" |
*
* @param {Service_Said_Quote_BookedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_quote_booked: ((inputs: Service_Said_Quote_BookedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Quote_BookedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Quote_BookedInputs = {
    shipment: NonNullable<unknown>;
};
