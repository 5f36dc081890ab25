/**
* | output |
* | --- |
* | "The service no longer has this rate: rate the shipment again and save one of the new rates" |
*
* @param {Service_Said_Rate_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_rate_not_found: ((inputs?: Service_Said_Rate_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Rate_Not_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Rate_Not_FoundInputs = {};
