/**
* | output |
* | --- |
* | "The arrival airport must be another airport than the departure airport" |
*
* @param {Service_Said_Same_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_same_airport: ((inputs?: Service_Said_Same_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Same_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Same_AirportInputs = {};
