/**
* | output |
* | --- |
* | "{code} is not an airport the service knows: look it up in Lookups" |
*
* @param {Service_Said_Unknown_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_unknown_airport: ((inputs: Service_Said_Unknown_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Unknown_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Unknown_AirportInputs = {
    code: NonNullable<unknown>;
};
