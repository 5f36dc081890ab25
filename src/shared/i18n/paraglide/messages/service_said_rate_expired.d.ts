/**
* | output |
* | --- |
* | "The rate expired on {when}: rate the shipment again for a current price" |
*
* @param {Service_Said_Rate_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_rate_expired: ((inputs: Service_Said_Rate_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Rate_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Rate_ExpiredInputs = {
    when: NonNullable<unknown>;
};
