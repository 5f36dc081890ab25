/**
* | output |
* | --- |
* | "{code} is not a port the service knows: look it up in Lookups" |
*
* @param {Service_Said_Unknown_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_unknown_port: ((inputs: Service_Said_Unknown_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Unknown_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Unknown_PortInputs = {
    code: NonNullable<unknown>;
};
